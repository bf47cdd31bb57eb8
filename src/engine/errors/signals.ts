// Control flow that is not an error: try/catch and trap never see these (about_Break, about_Continue,
// about_Return, about_Language_Keywords: exit). They are not Error subclasses on purpose.

export class BreakSignal { constructor(public readonly label: string | null) {} }
export class ContinueSignal { constructor(public readonly label: string | null) {} }
export class ReturnSignal { constructor() {} }
export class ExitSignal { constructor(public readonly exitCode: number) {} }

/**
 * Stops the whole run from outside the script's logic: Ctrl-C in the shell, or an explicit response reaching an
 * endpoint's output (SPEC 4.4). `finally` blocks still run; catch and trap do not see it.
 */
export class PipelineStoppedSignal { constructor(public readonly reason: 'interrupted' | 'response' | 'timeout') {} }

export type FlowSignal = BreakSignal | ContinueSignal | ReturnSignal | ExitSignal | PipelineStoppedSignal;

export function isFlowSignal(e: unknown): e is FlowSignal {
  return e instanceof BreakSignal || e instanceof ContinueSignal || e instanceof ReturnSignal
    || e instanceof ExitSignal || e instanceof PipelineStoppedSignal;
}
