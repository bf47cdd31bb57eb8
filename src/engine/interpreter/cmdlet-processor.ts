// A builtin cmdlet as a pipeline element: bind with the one binder, then call the declaration's begin/process/end
// with a CommandContext (about_CommonParameters: -ErrorAction, -ErrorVariable, -WarningAction, -Verbose...).
import type * as A from '../../../grammar/ast.js';
import type { CommandContext, CommandDeclaration, CommandInfo, SessionView } from '../commands/declaration.js';
import type { CommandArgument, BindingResult } from '../commands/parameter-binder.js';
import { bindArguments, bindPipelineInput } from '../commands/parameter-binder.js';
import type { ErrorActionName } from '../endpoint/types.js';
import type { Host } from '../host.js';
import { ErrorRecord, TerminatingError } from '../errors/error-record.js';
import type { ScriptBlockValue } from '../values/types.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { annotate, applyErrorAction, errorActionPreference, preference } from './error-model.js';
import { getVariableByName, setVariableByName, listVariables } from './variables.js';
import { invokeScriptBlockCollect } from './invoke.js';
import { listCommands } from './command-lookup.js';

class CmdletContext implements CommandContext {
  params: Record<string, unknown> = {};
  bound: ReadonlySet<string> = new Set();
  input: unknown = undefined;
  readonly state: Record<string, unknown> = {};
  errorAction: ErrorActionName = 'Continue';
  failed = false;
  errorList: unknown[] | null = null;

  constructor(
    private readonly f: Frame,
    readonly decl: CommandDeclaration,
    readonly invokedAs: string,
    readonly expectingInput: boolean,
    private readonly out: Out,
    private readonly extent: A.Extent,
    public binding: BindingResult | null = null,
  ) {}

  get host(): Host { return this.f.session.host; }
  get session(): SessionView { return { scriptFile: this.f.session.scriptFile, inEndpoint: this.f.session.inEndpoint }; }

  writeOutput(value: unknown, enumerate = true): void {
    if (enumerate && Array.isArray(value)) { for (const v of value) this.out(v); return; }
    if (value !== undefined) this.out(value);
  }

  /** Write-Error inside a function reports the function's call site and name, as PowerShell's concise view shows. */
  private place(record: ErrorRecord): void {
    const call = this.f.call;
    if (this.decl.name === 'Write-Error' && call.name !== '<ScriptBlock>' && call.callerPos !== null && call.callerFrame !== null) {
      annotate(this.f, record, call.name, call.callerPos, call.callerFrame);
    } else {
      annotate(this.f, record, this.decl.name, this.extent);
    }
  }

  writeError(record: ErrorRecord): void {
    this.place(record);
    this.failed = true;
    if (this.errorList !== null && this.errorAction !== 'Ignore') this.errorList.push(record);
    applyErrorAction(this.f, record, this.errorAction);
  }

  throwTerminating(record: ErrorRecord): never {
    this.place(record);
    this.failed = true;
    if (this.errorList !== null) this.errorList.push(record);
    throw new TerminatingError(record, false);
  }

  private action(common: ErrorActionName | undefined, key: string, fallback: ErrorActionName): ErrorActionName {
    return common ?? preference(this.f, key, fallback);
  }

  writeWarning(message: string): void {
    const a = this.action(this.binding?.common.warningAction, 'warningpreference', 'Continue');
    if (a === 'Continue' || a === 'Stop') this.f.session.streams.warning(message);
  }

  writeVerbose(message: string): void {
    const v = this.binding?.common.verbose;
    const on = v !== undefined ? v : preference(this.f, 'verbosepreference', 'SilentlyContinue') === 'Continue';
    if (on) this.f.session.streams.verbose(message);
  }

  writeDebug(message: string): void {
    const d = this.binding?.common.debug;
    const on = d !== undefined ? d : preference(this.f, 'debugpreference', 'SilentlyContinue') === 'Continue';
    if (on) this.f.session.streams.debug(message);
  }

  writeInformation(value: unknown, tags: string[]): void {
    const a = this.action(this.binding?.common.informationAction, 'informationpreference', 'SilentlyContinue');
    if (a === 'Continue' || a === 'Stop') this.f.session.streams.information(value, tags, null);
  }

  writeHost(value: unknown, options: { noNewline: boolean; foregroundColor: string | null; backgroundColor: string | null; separator: string }): void {
    // about_Preference_Variables: Write-Host writes to the information stream but always shows.
    const a = this.binding?.common.informationAction;
    if (a === 'SilentlyContinue' || a === 'Ignore') return;
    this.f.session.streams.information(value, ['PSHOST'], { noNewline: options.noNewline, foregroundColor: options.foregroundColor, backgroundColor: options.backgroundColor });
  }

  invokeScriptBlock(block: ScriptBlockValue, dollarUnder: unknown, args: unknown[] = []): unknown[] {
    return invokeScriptBlockCollect(this.f, block, dollarUnder, args);
  }

  getVariable(name: string): { found: boolean; value: unknown } { return getVariableByName(this.f, name); }
  setVariable(name: string, value: unknown, scope?: string): void { setVariableByName(this.f, name, value, scope); }
  listVariables(): { name: string; value: unknown }[] { return listVariables(this.f); }
  listCommands(): CommandInfo[] { return listCommands(this.f); }
}

/** -ErrorVariable name / +name (about_CommonParameters): the variable holds this call's errors. */
function errorVariable(f: Frame, spec: string | undefined): unknown[] | null {
  if (spec === undefined || spec === '') return null;
  const append = spec.startsWith('+');
  const name = append ? spec.slice(1) : spec;
  let list: unknown[] = [];
  if (append) {
    const cur = getVariableByName(f, name).value;
    list = Array.isArray(cur) ? cur : cur === null ? [] : [cur];
  }
  setVariableByName(f, name, list);
  return list;
}

export function cmdletProcessor(f: Frame, decl: CommandDeclaration, invokedAs: string, args: readonly CommandArgument[], extent: A.Extent, expectingInput: boolean, out: Out): Processor {
  const ctx = new CmdletContext(f, decl, invokedAs, expectingInput, out, extent);
  return {
    get failed() { return ctx.failed; },
    begin() {
      let binding: BindingResult;
      try {
        binding = bindArguments(decl, args, { expectingInput });
      } catch (e) {
        if (e instanceof TerminatingError) annotate(f, e.record, decl.name, extent);
        throw e;
      }
      ctx.binding = binding;
      ctx.params = binding.params;
      ctx.bound = binding.bound;
      ctx.errorAction = binding.common.errorAction ?? errorActionPreference(f);
      ctx.errorList = errorVariable(f, binding.common.errorVariable);
      if (decl.begin) decl.begin(ctx);
    },
    process(input, hasInput) {
      const binding = ctx.binding!;
      if (hasInput) {
        const r = bindPipelineInput(decl, binding, input);
        if (!r.ok) { ctx.writeError(r.error); return; }
        ctx.params = r.params;
        ctx.bound = r.bound;
        ctx.input = input;
      }
      if (decl.process) decl.process(ctx);
    },
    end() {
      ctx.input = undefined;
      if (decl.end) decl.end(ctx);
    },
  };
}
