// The slice of the engine's public surface (src/engine/index.ts) the shell uses in the worker, in one place so the
// shell adapts to it in one file.
import {
  createSession, parseScript, toJson, toStringValue,
  type ParseResult, type Session, type Host, type StreamSink,
} from '../engine/index.js';

export type { Session };

export interface EngineModules {
  createSession(opts: { host: Host; sink: StreamSink; scriptFile?: string | null }): Session;
  parse(source: string): ParseResult;
  /** PowerShell's string rendering of a scalar ("1.5", "True"...). */
  toStringValue(value: unknown): string;
  /** ConvertTo-Json -Compress -Depth N. */
  toJson(value: unknown, depth: number): string;
}

export async function loadEngine(): Promise<EngineModules> {
  return {
    createSession,
    parse: parseScript,
    toStringValue: (v) => toStringValue(v),
    toJson: (v, depth) => toJson(v, { depth, compress: true }),
  };
}
