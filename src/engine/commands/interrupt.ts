// Long loops inside a cmdlet poll the host like the interpreter's loops do, so Ctrl-C and endpoint timeouts stop
// them (Host.checkInterrupt; docs/contract.md 9: nothing hangs).
import type { CommandContext } from './declaration.js';
import { PipelineStoppedSignal } from '../errors/signals.js';

export function pollInterrupt(ctx: CommandContext): void {
  const reason = ctx.host.checkInterrupt();
  if (reason !== null) throw new PipelineStoppedSignal(reason);
}
