// Control flow that is not an error: try/catch and trap never see these (about_Break, about_Continue,
// about_Return, about_Language_Keywords: exit). They are not Error subclasses on purpose.

export class BreakSignal { constructor(public readonly label: string | null) {} }
export class ContinueSignal { constructor(public readonly label: string | null) {} }
export class ReturnSignal { constructor() {} }
export class ExitSignal { constructor(public readonly exitCode: number) {} }

/**
 * Stops the whole run from outside the script's logic: Ctrl-C in the shell, or an explicit response reaching an
 * endpoint's output (docs/contract.md 4.4). `finally` blocks still run; catch and trap do not see it. A stop that
 * carries an error (the shell's heap guard: docs/shell.md, memory) ends the run with that error as its terminating
 * error.
 */
export class PipelineStoppedSignal {
  constructor(public readonly reason: 'interrupted' | 'response' | 'timeout' | 'memory', public readonly error?: unknown) {}
}

/**
 * PowerShell's StopUpstreamCommandsException: a command that has all the input it wants (`Select-Object -First 3`)
 * stops the commands before it in its pipeline. Thrown from the requester's process step through the upstream
 * commands' output calls; the pipeline that owns `requester` catches it, skips the upstream end blocks and runs the
 * requester's and the later ones. try/catch, trap and statement boundaries never see it; finally blocks still run.
 */
export class StopUpstreamSignal { constructor(public readonly requester: object) {} }

export type FlowSignal = BreakSignal | ContinueSignal | ReturnSignal | ExitSignal | PipelineStoppedSignal | StopUpstreamSignal;

export function isFlowSignal(e: unknown): e is FlowSignal {
  return e instanceof BreakSignal || e instanceof ContinueSignal || e instanceof ReturnSignal
    || e instanceof ExitSignal || e instanceof PipelineStoppedSignal || e instanceof StopUpstreamSignal;
}
