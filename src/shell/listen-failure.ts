// What svc says when its listener cannot start (docs/contract.md 2): one line naming the address and the way out.
// A file or -c stops there (exit 1); the prompt stays, with the listener off until Set-SvcSetting binds.
import type { ListenError } from '../http/index.js';

/** Whether the port (in use, not allowed) or the address (not on this machine, unknown) is what to change. */
function addressAtFault(failure: ListenError): boolean {
  return failure.kind === 'addressUnavailable' || failure.kind === 'hostUnknown';
}

/** The one line; `atPrompt`: the interactive shell stays, so the way out is a command typed there. */
export function listenFailureLine(failure: ListenError, atPrompt: boolean): string {
  const byAddress = addressAtFault(failure);
  const wayOut = atPrompt
    ? (byAddress ? 'The listener is off; Set-SvcSetting -ListenAddress ADDR binds another address.'
      : 'The listener is off; Set-SvcSetting -Port N binds another port (0 picks a free one).')
    : (byAddress ? 'Use --host ADDR, or Set-SvcSetting -ListenAddress ADDR before the first endpoint.'
      : 'Use --port N (0 picks a free port), or Set-SvcSetting -Port N before the first endpoint.');
  return `svc: ${failure.message} ${wayOut}`;
}
