// A builtin cmdlet as a pipeline element: bind with the one binder, then call the declaration's begin/process/end
// with a CommandContext (about_CommonParameters: -ErrorAction, -ErrorVariable, -WarningAction, -Verbose...).
import type * as A from '../../../grammar/ast.js';
import type { AliasTable, CommandContext, CommandDeclaration, CommandInfo, ParameterDeclaration, SessionView } from '../commands/declaration.js';
import type { CommandArgument, BindingResult, CommonParameters, PipelineBinding } from '../commands/parameter-binder.js';
import { bindForInput, delayBoundArguments, noInputError, withoutDelayed, type DelayBound } from '../commands/delay-bind.js';
import { cmdletClassName } from '../commands/binding-errors.js';
import { bindArguments, bindPipelineInput } from '../commands/parameter-binder.js';
import { parameterDefaults } from './default-parameter-values.js';
import { inSet as parameterInSet } from '../commands/parameter-sets.js';
import type { ErrorActionName } from '../protocol/endpoint-types.js';
import type { Host } from '../host.js';
import type { ProgressRecord } from '../streams.js';
import { ErrorRecord, TerminatingError } from '../errors/error-record.js';
import { StopUpstreamSignal } from '../errors/signals.js';
import type { ScriptBlockValue } from '../values/types.js';
import type { ValueContext } from '../values/index.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { annotate, applyErrorAction, applyStreamAction, errorActionPreference, streamAction, switchAction } from './error-model.js';
import { callVariables, recordIn, type CallVariables } from './common-variables.js';
import { PSEnumerator, toStringValue } from '../values/index.js';
import { getVariableByName, setVariableByName, listVariables, removeVariableByName } from './variables.js';
import { invokeCommandBlock, invokeScriptBlockCollect } from './invoke.js';
import { invokeExpression } from './script-files.js';
import { exportModuleMember, importModule, type ImportOptions } from './modules.js';
import { listCommands } from './command-lookup.js';
import { FrameAliases } from './alias-table.js';
import { strictVersion } from './strict-mode.js';

const NO_COMMON: Readonly<CommonParameters> = Object.freeze({});

class CmdletContext implements CommandContext {
  params: Record<string, unknown> = {};
  bound: ReadonlySet<string> = new Set();
  input: unknown = undefined;
  readonly state: Record<string, unknown>;
  errorAction: ErrorActionName = 'Continue';
  /** The processor whose `failed` makes `$?` false after the pipeline. */
  processor: { failed: boolean } = { failed: false };
  errorList: unknown[] | null = null;
  /** -WarningVariable / -InformationVariable lists of this call (common-variables.ts). */
  warningList: unknown[] | null = null;
  informationList: unknown[] | null = null;

  constructor(
    private readonly f: Frame,
    readonly decl: CommandDeclaration,
    readonly invokedAs: string,
    readonly expectingInput: boolean,
    /** The output: through -OutVariable / -PipelineVariable once bound. */
    public out: Out,
    private readonly extent: A.Extent,
    public binding: BindingResult | null = null,
  ) {
    this.state = (decl.state?.() ?? {}) as Record<string, unknown>;
  }

  get host(): Host { return this.f.session.host; }
  get commonParameters(): Readonly<CommonParameters> { return this.binding?.common ?? NO_COMMON; }
  get session(): SessionView { return { scriptFile: this.f.session.scriptFile, currentFile: this.f.call.file, inEndpoint: this.f.session.inEndpoint }; }

  writeOutput(value: unknown, enumerate = true): void {
    if (enumerate && Array.isArray(value)) { for (const v of value) this.out(v); return; }
    if (enumerate && value instanceof PSEnumerator) { for (const v of value.rest()) this.out(v); return; }
    if (value !== undefined) this.out(value);
  }

  /**
   * Write-Error inside a function reports the function's call site and name, as PowerShell's concise view shows, and
   * a record it made there gets the function's name after its id (`Microsoft.PowerShell.Commands.WriteErrorException,Get-User`).
   */
  private place(record: ErrorRecord): void {
    const call = this.f.call;
    if (this.decl.name === 'Write-Error' && call.name !== '<ScriptBlock>' && call.callerPos !== null && call.callerFrame !== null) {
      if (record.invocationInfo === null) record.fullyQualifiedErrorId += ',' + call.name;
      annotate(this.f, record, call.name, call.callerPos, call.callerFrame);
    } else {
      annotate(this.f, record, this.decl.name, this.extent);
    }
  }

  writeError(record: ErrorRecord): void {
    this.place(record);
    this.processor.failed = true;
    if (this.errorList !== null && this.errorAction !== 'Ignore') this.errorList.push(record);
    applyErrorAction(this.f, record, this.errorAction);
  }

  /** Marks an error thrown from inside the cmdlet as the cmdlet's. */
  claim(record: ErrorRecord): void {
    this.place(record);
    this.processor.failed = true;
  }

  stopUpstream(): void {
    if (this.expectingInput) throw new StopUpstreamSignal(this.processor);
  }

  throwTerminating(record: ErrorRecord): never {
    this.place(record);
    this.processor.failed = true;
    if (this.errorList !== null) this.errorList.push(record);
    throw new TerminatingError(record, false);
  }

  writeWarning(message: string): void {
    const a = streamAction(this.f, 'warning', this.binding?.common.warningAction);
    recordIn(this.warningList, this.f.session.warningVariables, message);
    applyStreamAction('warning', a, message, () => this.f.session.streams.warning(message));
  }

  writeVerbose(message: string): void {
    const a = streamAction(this.f, 'verbose', switchAction(this.binding?.common.verbose));
    applyStreamAction('verbose', a, message, () => this.f.session.streams.verbose(message));
  }

  writeDebug(message: string): void {
    const a = streamAction(this.f, 'debug', switchAction(this.binding?.common.debug));
    applyStreamAction('debug', a, message, () => this.f.session.streams.debug(message));
  }

  writeInformation(value: unknown, tags: string[]): void {
    const a = streamAction(this.f, 'information', this.binding?.common.informationAction);
    recordIn(this.informationList, this.f.session.informationVariables, value);
    const streams = this.f.session.streams;
    // Silenced information still reaches a redirection (PowerShell's MshCommandRuntime.WriteInformation hands it to
    // the redirected pipe whatever the preference short of Ignore): `Write-Information x 6>&1` outputs x.
    if (a === 'SilentlyContinue' && streams.informationRedirected === true) return streams.information(value, tags, null);
    applyStreamAction('information', a, toStringValue(value), () => streams.information(value, tags, null));
  }

  writeProgress(record: ProgressRecord): void {
    // $ProgressPreference (about_Preference_Variables): SilentlyContinue and Ignore show nothing.
    const preference = String(getVariableByName(this.f, 'ProgressPreference').value ?? 'Continue').toLowerCase();
    if (preference === 'silentlycontinue' || preference === 'ignore') return;
    this.f.session.sink({ stream: 'progress', record });
  }

  writeHost(value: unknown, options: { noNewline: boolean; foregroundColor: string | null; backgroundColor: string | null; separator: string }): void {
    // about_Preference_Variables: Write-Host writes to the information stream but always shows.
    const a = this.binding?.common.informationAction;
    recordIn(this.informationList, this.f.session.informationVariables, value);
    if (a === 'SilentlyContinue' || a === 'Ignore') return;
    this.f.session.streams.information(value, ['PSHOST'], { noNewline: options.noNewline, foregroundColor: options.foregroundColor, backgroundColor: options.backgroundColor });
  }

  invokeScriptBlock(block: ScriptBlockValue, dollarUnder: unknown, args: unknown[] = []): unknown[] {
    return invokeScriptBlockCollect(this.f, block, dollarUnder, args);
  }

  setStrictMode(version: number): void {
    this.f.scope.strictMode = version;
  }

  get strictVersion(): number { return strictVersion(this.f); }

  invokeExpression(text: string): void {
    invokeExpression(this.f, text, (v) => this.out(v), cmdletClassName(this.decl.name));
  }

  invokeCommand(block: ScriptBlockValue, args: unknown[], input: unknown[] | null, newScope: boolean): void {
    invokeCommandBlock(this.f, block, args, input, newScope, (v) => this.out(v));
  }

  importModule(name: string, options: ImportOptions): { name: string; path: string } {
    const module = importModule(this.f, name, this.extent, options, (v) => this.out(v));
    return { name: module.name, path: module.path };
  }

  exportModuleMember(spec: { functions: string[]; aliases: string[]; variables: string[] }): void {
    exportModuleMember(this.f, spec);
  }

  get valueContext(): ValueContext { return this.f.valueContext; }

  getVariable(name: string): { found: boolean; value: unknown } { return getVariableByName(this.f, name); }
  setVariable(name: string, value: unknown, scope?: string): void { setVariableByName(this.f, name, value, scope); }
  removeVariable(name: string, scope?: string): boolean { return removeVariableByName(this.f, name, scope); }
  listVariables(): { name: string; value: unknown }[] { return listVariables(this.f); }
  listCommands(): CommandInfo[] { return listCommands(this.f); }
  get aliases(): AliasTable { return new FrameAliases(this.f); }
}

export function cmdletProcessor(f: Frame, decl: CommandDeclaration, invokedAs: string, args: readonly CommandArgument[], extent: A.Extent, expectingInput: boolean, out: Out): Processor {
  const ctx = new CmdletContext(f, decl, invokedAs, expectingInput, out, extent);
  let direct: { name: string; bound: ReadonlySet<string>; params: Record<string, unknown> } | null | undefined;
  let delayed: DelayBound[] = [];
  let vars: CallVariables | null = null;
  const processor: Processor = {
    failed: false,
    finish() { vars?.finish(); },
    begin() {
      let binding: BindingResult;
      try {
        delayed = delayBoundArguments(decl, args);
        if (delayed.length > 0 && !expectingInput) throw noInputError(decl, args, delayed[0], { errorIdSuffix: cmdletClassName(decl.name), isFunction: false });
        binding = bindArguments(decl, delayed.length ? withoutDelayed(args, delayed) : args, { expectingInput, host: f.session.host, defaults: parameterDefaults(f, decl.name) });
      } catch (e) {
        if (e instanceof TerminatingError) annotate(f, e.record, decl.name, extent);
        throw e;
      }
      ctx.binding = binding;
      ctx.params = binding.params;
      ctx.bound = binding.bound;
      ctx.errorAction = binding.common.errorAction ?? errorActionPreference(f);
      vars = callVariables(f, binding.common, out);
      ctx.errorList = vars.errors;
      ctx.warningList = vars.warnings;
      ctx.informationList = vars.information;
      ctx.out = vars.out;
      if (decl.begin) guarded(ctx, decl.begin);
    },
    process(input, hasInput) {
      const binding = ctx.binding!;
      if (hasInput && delayed.length > 0) {
        const r = bindDelayed(f, decl, args, delayed, input);
        if (!r.ok) { ctx.writeError(r.error); return; }
        ctx.params = r.params;
        ctx.bound = r.bound;
        ctx.input = input;
      } else if (hasInput) {
        if (direct === undefined) direct = directPipelineParameter(decl, binding);
        if (direct !== null) {
          // One params object per invocation, updated per object (cmdlets read params during the call only).
          direct.params[direct.name] = input;
          ctx.params = direct.params;
          ctx.bound = direct.bound;
          ctx.input = input;
          if (decl.process) guarded(ctx, decl.process);
          return;
        }
        const r = bindPipelineInput(decl, binding, input);
        if (!r.ok) { ctx.writeError(r.error); return; }
        ctx.params = r.params;
        ctx.bound = r.bound;
        ctx.input = input;
      }
      if (decl.process) guarded(ctx, decl.process);
    },
    end() {
      ctx.input = undefined;
      if (decl.end) guarded(ctx, decl.end);
    },
  };
  ctx.processor = processor;
  return processor;
}

/** Binds one input object with the delay-bind script blocks run on it (commands/delay-bind.ts). */
function bindDelayed(f: Frame, decl: CommandDeclaration, args: readonly CommandArgument[], delayed: DelayBound[], input: unknown): PipelineBinding {
  return bindForInput(decl, args, delayed, { host: f.session.host, defaults: parameterDefaults(f, decl.name) }, input, (block) => {
    const r = invokeScriptBlockCollect(f, block, input, []);
    return r.length === 0 ? null : r.length === 1 ? r[0] : r;
  });
}

/**
 * Calls a cmdlet's begin/process/end. A terminating error thrown from inside it (a values-module error, say,
 * rather than one passed to throwTerminating) is still the cmdlet's: it gets the cmdlet's name and position.
 */
function guarded(ctx: CmdletContext, step: (ctx: CommandContext) => void): void {
  try {
    step(ctx);
  } catch (e) {
    if (e instanceof TerminatingError && e.record.invocationInfo === null) ctx.claim(e.record);
    throw e;
  }
}

/**
 * The common case of pipeline binding decided once instead of per object: a single open pipeline parameter of type
 * object (ForEach-Object's and Where-Object's -InputObject), the parameter set already settled and every other
 * mandatory parameter bound. The binder would bind each object to it unchanged, so the result is the same;
 * anything else goes through bindPipelineInput per object.
 */
function directPipelineParameter(decl: CommandDeclaration, binding: BindingResult): { name: string; bound: ReadonlySet<string>; params: Record<string, unknown> } | null {
  if (binding.candidateSets.length !== 1) return null;
  const set = binding.candidateSets[0];
  const inSet = (p: ParameterDeclaration) => parameterInSet(p, set);
  const open = decl.parameters.filter((p) => (p.valueFromPipeline || p.valueFromPipelineByPropertyName) && !binding.bound.has(p.name) && inSet(p));
  if (open.length !== 1) return null;
  const p = open[0];
  if (!p.valueFromPipeline || p.valueFromPipelineByPropertyName || p.type !== 'object' || p.validateSet || p.validateRange
    || p.validatePattern !== undefined || p.validateNotNull || p.validateNotNullOrEmpty) return null;
  if (decl.parameters.some((q) => q !== p && q.mandatory && inSet(q) && !binding.bound.has(q.name))) return null;
  return { name: p.name, bound: new Set([...binding.bound, p.name]), params: { ...binding.params } };
}
