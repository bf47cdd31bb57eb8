// $PSCmdlet in advanced functions (about_Functions_Advanced_Methods): WriteError, ThrowTerminatingError, WriteObject,
// WriteVerbose/WriteWarning/WriteDebug, ShouldProcess, ParameterSetName. Its members are a table (cmdletMembers) installed
// with the values module's (interpreter/member-tables.ts), so scripts reach it like any other object.
import { tableAdder, type MemberTable } from '../values/index.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import type { CallFrame, Frame, Out } from './frame.js';
import type { CommandDeclaration } from '../commands/declaration.js';
import { getVariableByName } from './variables.js';
import { toBoolean, toStringValue } from '../values/index.js';
import { annotate, applyErrorAction, applyStreamAction, errorActionPreference, streamAction, type PreferenceStream } from './error-model.js';

/**
 * ThrowTerminatingError ends the whole function call, then acts as a statement-terminating error of the caller's
 * statement: guards inside the function let it pass (error-model.ts checks `caller`).
 */
export class CommandTerminatingError extends TerminatingError {
  constructor(record: ErrorRecord, readonly caller: CallFrame | null) {
    super(record, false);
  }
}

export class PSCmdletValue {
  constructor(
    readonly frame: Frame,
    readonly parameterSetName: string,
    readonly out: Out,
    /** WriteError / ThrowTerminatingError mark it failed: `$?` is false after the call (about_Automatic_Variables). */
    private readonly processor: { failed: boolean },
    readonly declaration: CommandDeclaration | null = null,
  ) {}

  /**
   * A record made for WriteError / ThrowTerminatingError becomes the function's: its id gains `,<Function>` as a
   * cmdlet's gains its class name (ErrorRecord.SetInvocationInfo); a record that already ran elsewhere keeps its id.
   */
  private place(record: ErrorRecord): void {
    const call = this.frame.call;
    if (record.invocationInfo === null && call.name !== '<ScriptBlock>') record.fullyQualifiedErrorId += ',' + call.name;
    if (call.callerPos !== null && call.callerFrame !== null) annotate(this.frame, record, call.name, call.callerPos, call.callerFrame);
    else annotate(this.frame, record, call.name);
  }

  writeError(record: ErrorRecord): void {
    this.place(record);
    this.processor.failed = true;
    applyErrorAction(this.frame, record, errorActionPreference(this.frame));
  }

  throwTerminating(record: ErrorRecord): never {
    this.place(record);
    this.processor.failed = true;
    throw new CommandTerminatingError(record, this.frame.call.callerFrame);
  }
}

/** $PSCmdlet.WriteWarning() and co. follow the preference variables, through the one stream policy. */
function write(c: PSCmdletValue, stream: Exclude<PreferenceStream, 'information'>, message: string): undefined {
  const streams = c.frame.session.streams;
  applyStreamAction(stream, streamAction(c.frame, stream, undefined), message, () => streams[stream](message));
  return undefined;
}

const IMPACT = ['none', 'low', 'medium', 'high'];

/**
 * $PSCmdlet.ShouldProcess (about_Functions_CmdletBindingAttribute, MshCommandRuntime.DoShouldProcess): without
 * SupportsShouldProcess it is always true; under $WhatIfPreference (-WhatIf) it writes PowerShell's "What if:" line to
 * the host and is false; when the command's ConfirmImpact reaches $ConfirmPreference (-Confirm sets it to Low)
 * PowerShell would prompt, which svc never does, so that is a clear error instead of a silent yes.
 */
function shouldProcess(c: PSCmdletValue, args: readonly unknown[]): boolean {
  const decl = c.declaration;
  if (!decl?.supportsShouldProcess) return true;
  const text = (v: unknown) => toStringValue(v ?? '');
  const description = args.length >= 3 ? text(args[0])
    : `Performing the operation "${args.length >= 2 ? text(args[1]) : decl.name}" on target "${text(args[0])}".`;
  if (toBoolean(getVariableByName(c.frame, 'WhatIfPreference').value)) {
    c.frame.session.streams.information(`What if: ${description}`, ['PSHOST'], { noNewline: false, foregroundColor: null, backgroundColor: null });
    return false;
  }
  const preference = IMPACT.indexOf(text(getVariableByName(c.frame, 'ConfirmPreference').value).toLowerCase());
  const impact = IMPACT.indexOf((decl.confirmImpact ?? 'Medium').toLowerCase());
  if (preference > 0 && impact >= preference) noPrompt(c);
  return true;
}

/** What PowerShell does when it cannot prompt (pwsh -NonInteractive): a HostException, here with svc's advice. */
function noPrompt(c: PSCmdletValue): never {
  const message = 'svc never prompts, so this command cannot ask for confirmation. Use -WhatIf to see what it would do, or -Confirm:$false (or a lower ConfirmImpact / $ConfirmPreference) to let it act.';
  const record = new ErrorRecord(new PSException('System.Management.Automation.Host.HostException', message), 'HostFunctionNotImplemented', 'NotImplemented');
  return c.throwTerminating(record);
}

function asRecord(v: unknown): ErrorRecord {
  if (v instanceof ErrorRecord) return v;
  const message = v instanceof PSException ? v.message : String(v);
  return new ErrorRecord(v instanceof PSException ? v : new PSException('System.Exception', message), message, 'NotSpecified');
}

/** $PSCmdlet's members (installed with the other tables by installMemberTables, from createSession). */
export const cmdletMembers: MemberTable[] = [];
tableAdder(cmdletMembers)(PSCmdletValue, {
  typeName: 'System.Management.Automation.PSScriptCmdlet',
  properties: {
    ParameterSetName: (c: PSCmdletValue) => c.parameterSetName,
  },
  methods: {
    WriteError: (c: PSCmdletValue, args) => { c.writeError(asRecord(args[0] ?? null)); return undefined; },
    ThrowTerminatingError: (c: PSCmdletValue, args) => c.throwTerminating(asRecord(args[0] ?? null)),
    WriteObject: (c: PSCmdletValue, args) => {
      const [value, enumerate] = args;
      if (enumerate === true && Array.isArray(value)) for (const v of value) c.out(v); else c.out(value ?? null);
      return undefined;
    },
    WriteVerbose: (c: PSCmdletValue, args) => write(c, 'verbose', String(args[0] ?? '')),
    WriteWarning: (c: PSCmdletValue, args) => write(c, 'warning', String(args[0] ?? '')),
    WriteDebug: (c: PSCmdletValue, args) => write(c, 'debug', String(args[0] ?? '')),
    ShouldProcess: (c: PSCmdletValue, args) => shouldProcess(c, args),
    ShouldContinue: (c: PSCmdletValue) => noPrompt(c),
  },
  toString: () => 'System.Management.Automation.PSScriptCmdlet',
});
