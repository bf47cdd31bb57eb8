// System.Diagnostics.Stopwatch (scripts time their work with `[Diagnostics.Stopwatch]::StartNew()`): elapsed time by
// the host's clock (host.now(), the same clock Get-Date reads; whole milliseconds). Frequency and ticks are those of
// .NET on Linux, a tick a nanosecond.
import { tableAdder, type MemberTable } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { arity } from './member-helpers.js';
import { PSTimeSpan } from './types.js';
import type { ValueContext } from './context.js';

const FREQUENCY = 1_000_000_000;

export class PSStopwatch {
  private startedAt: number | null = null;
  private before = 0;
  constructor(private readonly clock: () => number) {}
  get isRunning(): boolean { return this.startedAt !== null; }
  get elapsedMs(): number { return this.before + (this.startedAt === null ? 0 : Math.max(0, this.clock() - this.startedAt)); }
  start(): void { if (this.startedAt === null) this.startedAt = this.clock(); }
  stop(): void { if (this.startedAt !== null) { this.before = this.elapsedMs; this.startedAt = null; } }
  reset(): void { this.startedAt = null; this.before = 0; }
}

const clockOf = (ctx: ValueContext | null): (() => number) => (ctx ? () => ctx.host.now() : () => Date.now());

export const stopwatchMembers: MemberTable[] = [];
export const stopwatchStatics: StaticMembers[] = [];

tableAdder(stopwatchMembers)(PSStopwatch, {
  typeName: 'System.Diagnostics.Stopwatch',
  properties: {
    IsRunning: (s: PSStopwatch) => s.isRunning,
    Elapsed: (s: PSStopwatch) => new PSTimeSpan(s.elapsedMs),
    ElapsedMilliseconds: (s: PSStopwatch) => Math.floor(s.elapsedMs),
    ElapsedTicks: (s: PSStopwatch) => Math.floor(s.elapsedMs) * (FREQUENCY / 1000),
  },
  methods: {
    Start: (s: PSStopwatch, a) => { arity('Start', a, 0); s.start(); return undefined; },
    Stop: (s: PSStopwatch, a) => { arity('Stop', a, 0); s.stop(); return undefined; },
    Reset: (s: PSStopwatch, a) => { arity('Reset', a, 0); s.reset(); return undefined; },
    Restart: (s: PSStopwatch, a) => { arity('Restart', a, 0); s.reset(); s.start(); return undefined; },
  },
  toString: () => 'System.Diagnostics.Stopwatch',
});

staticAdder(stopwatchStatics)('System.Diagnostics.Stopwatch', {
  properties: {
    Frequency: () => FREQUENCY,
    IsHighResolution: () => true,
  },
  methods: {
    new: (a, ctx) => { arity('new', a, 0); return new PSStopwatch(clockOf(ctx)); },
    StartNew: (a, ctx) => { arity('StartNew', a, 0); const s = new PSStopwatch(clockOf(ctx)); s.start(); return s; },
    GetTimestamp: (a, ctx) => { arity('GetTimestamp', a, 0); return Math.floor(clockOf(ctx)()) * (FREQUENCY / 1000); },
  },
});
