// Cmdlets are declared as data (STYLE.md; PowerShell's CmdletInfo/ParameterMetadata): one parameter binder serves
// them all, and Get-Help/Get-Command read the same declaration.
import type { ErrorRecord } from '../errors/error-record.js';
import type { Host } from '../host.js';
import type { ProgressRecord } from '../streams.js';
import type { PSChar, PSDateTime, PSHashtable, PSTimeSpan, ScriptBlockValue } from '../values/types.js';
import type { ValueContext } from '../values/index.js';
import type { ErrorActionName } from '../protocol/endpoint-types.js';
import type { CommonParameters } from './common-parameters.js';

/**
 * Parameter types the binder converts to (through the engine's conversion rules, as PowerShell's binder does).
 * 'object' takes anything; 'switch' is a flag; a trailing [] makes an array (a scalar argument is wrapped).
 */
export type ParameterType =
  | 'object' | 'object[]' | 'string' | 'string[]' | 'int' | 'int[]' | 'long' | 'double' | 'bool' | 'switch'
  | 'scriptblock' | 'scriptblock[]' | 'hashtable' | 'hashtable[]' | 'datetime' | 'timespan' | 'byte[]' | 'char';

export interface ParameterDeclaration {
  name: string;
  type: ParameterType;
  /** Positional index (0-based) when the parameter can be given without its name. */
  position?: number;
  mandatory?: boolean;
  valueFromPipeline?: boolean;
  valueFromPipelineByPropertyName?: boolean;
  /** [Parameter(ValueFromRemainingArguments)]: takes the positional arguments no other parameter took (Write-Output a b). */
  valueFromRemainingArguments?: boolean;
  aliases?: readonly string[];
  /** Parameter sets this parameter belongs to; absent: all sets. */
  parameterSets?: readonly string[];
  /**
   * [AllowNull()] / [AllowEmptyString()] / [AllowEmptyCollection()]: without them a mandatory parameter refuses $null,
   * '' and an empty array, and an array's $null or '' elements (about_Functions_Advanced_Parameters).
   */
  allowNull?: boolean;
  allowEmptyString?: boolean;
  allowEmptyCollection?: boolean;
  /** The value names a file or folder of the shell's file system: tab completion offers paths (docs/shell.md). */
  itemPath?: true;
  /** [ValidateSet(...)], compared case-insensitively unless validateSetCaseSensitive (IgnoreCase = $false). */
  validateSet?: readonly string[];
  validateSetCaseSensitive?: boolean;
  /** [ValidateRange(min, max)] for numbers. */
  validateRange?: readonly [number, number];
  /** [ValidateRange('Positive')] and the other ValidateRangeKind values: compared with zero. */
  validateRangeKind?: 'Positive' | 'NonNegative' | 'Negative' | 'NonPositive';
  /** [ValidateLength(min, max)]: each string's length. */
  validateLength?: readonly [number, number];
  /** [ValidateCount(min, max)]: how many values an array parameter takes. */
  validateCount?: readonly [number, number];
  /** [ValidateNotNullOrWhiteSpace()]: refuses $null, '', white space, and such elements of an array. */
  validateNotNullOrWhiteSpace?: boolean;
  /** [ValidateScript({...})]: each value, as `$_`, must make the block return true (run through BindOptions.invoke). */
  validateScript?: ScriptBlockValue;
  /**
   * The ErrorMessage property of [ValidateSet], [ValidatePattern] and [ValidateScript]: a .NET format string with
   * {0} the value and {1} the set, pattern or script (about_Functions_Advanced_Parameters).
   */
  validateErrorMessages?: { readonly set?: string; readonly pattern?: string; readonly script?: string };
  /** A parameter mandatory only in some of its sets ([Parameter(Mandatory, ParameterSetName = 'A')][Parameter(ParameterSetName = 'B')]). */
  mandatorySets?: readonly string[];
  /** An attribute svc cannot honour (ValidateDrive, ValidateUserDrive): binding the parameter is refused with this text. */
  unsupportedAttribute?: string;
  /** [ValidateNotNull()]: refuses $null (and $null elements of an array). */
  validateNotNull?: boolean;
  /** [ValidateNotNullOrEmpty()]: refuses $null, '' and an empty array. */
  validateNotNullOrEmpty?: boolean;
  /** [ValidatePattern('regex')]: each value's text must match, case-insensitively. */
  validatePattern?: string;
  /**
   * PowerShell itself treats this parameter as a hint that only tunes output (-Stable, -AutoSize, -Wrap, -Paging):
   * svc accepts it and its output is already what the hint asks for; the help says so. Every other parameter is read
   * by its command (test/commands/parameters-read.test.ts).
   */
  hint?: true;
  /** The value when not bound (the binder leaves it undefined when absent). */
  defaultValue?: unknown;
  /** One line for Get-Help's PARAMETERS section. */
  help: string;
}

export interface CommandExample {
  code: string;
  remarks: string;
  /**
   * What the example writes, as the console shows it (every stream, the default view, 120 columns, no colour).
   * test/commands/examples.test.ts runs the code in a fresh session and compares; Get-Help and docs/commands.md show it.
   */
  output?: string;
}

/** The script value a parameter of each declared type holds once bound (the binder converts to it). */
interface ParameterValues {
  object: unknown; 'object[]': unknown[]; string: string; 'string[]': string[]; int: number; 'int[]': number[];
  long: number; double: number; bool: boolean; switch: boolean; scriptblock: ScriptBlockValue;
  'scriptblock[]': ScriptBlockValue[]; hashtable: PSHashtable; 'hashtable[]': PSHashtable[]; datetime: PSDateTime; timespan: PSTimeSpan;
  'byte[]': Uint8Array | number[]; char: PSChar;
}

/**
 * The `params` of a command, derived from its declared parameters: a renamed or misspelt parameter fails to compile
 * instead of reading undefined at run time. A parameter may be unbound (undefined) unless it is a switch, has a
 * default, or is mandatory in every parameter set and not taken from the pipeline (which binds after begin).
 */
export type ParamsOf<Ps extends readonly ParameterDeclaration[]> = string extends Ps[number]['name']
  ? Record<string, unknown>
  : { readonly [P in Ps[number] as P['name']]: P['type'] extends 'switch' ? boolean
    : P extends { defaultValue: {} } ? ParameterValues[P['type']]
    : P extends { parameterSets: unknown } | { valueFromPipeline: true } | { valueFromPipelineByPropertyName: true } ? ParameterValues[P['type']] | undefined
    : P extends { mandatory: true } ? ParameterValues[P['type']] : ParameterValues[P['type']] | undefined };

/** Per-invocation context handed to a cmdlet's begin/process/end. Implemented by the interpreter. */
export interface CommandContext<Params = Record<string, unknown>, State = object> {
  /** Bound parameters by their declared names (defaults applied). Re-bound per pipeline object for pipeline parameters. */
  readonly params: Params;
  /** Names (as declared) of the parameters the caller actually bound, including through the pipeline. */
  readonly bound: ReadonlySet<string>;
  /** The current pipeline input object in process(); undefined in begin/end or when the command is first in the pipeline. */
  readonly input: unknown;
  /** True when the command has upstream input (it is not first in its pipeline). */
  readonly expectingInput: boolean;
  /**
   * Per-invocation state (Measure-Object's sums, Sort-Object's buffer...), as PowerShell's cmdlet instance fields:
   * what the declaration's `state()` made for this call, typed by it (an empty record when it declares none).
   */
  readonly state: State;
  /** The name the command was invoked by (an alias shows here). */
  readonly invokedAs: string;
  readonly host: Host;
  /** The effective ErrorAction for this call (its -ErrorAction, else $ErrorActionPreference). */
  readonly errorAction: ErrorActionName;
  /**
   * The common parameters given on this call, as the binder read them (about_CommonParameters): e.g.
   * `commonParameters.errorAction` is set only when -ErrorAction (or -ea) was written. Not in `bound`/`params`.
   */
  readonly commonParameters: Readonly<CommonParameters>;

  /** WriteObject; arrays are enumerated (one pipeline object each) unless enumerate is false. */
  writeOutput(value: unknown, enumerate?: boolean): void;
  /** WriteError: a non-terminating error, subject to -ErrorAction / $ErrorActionPreference. */
  writeError(record: ErrorRecord): void;
  /**
   * Stops the commands before this one in the pipeline once this one has all the input it wants (PowerShell's
   * StopUpstreamCommandsException, used by `Select-Object -First`): it does not return when there is upstream input;
   * the upstream commands' end blocks do not run, this command's and the later ones' do. Call it after writing the
   * last object. Does nothing when the command has no upstream input.
   */
  stopUpstream(): void;
  /** ThrowTerminatingError: a statement-terminating error. */
  throwTerminating(record: ErrorRecord): never;
  writeWarning(message: string): void;
  writeVerbose(message: string): void;
  writeDebug(message: string): void;
  writeInformation(value: unknown, tags: string[]): void;
  /** WriteProgress: the record goes to the host unless $ProgressPreference is SilentlyContinue or Ignore. */
  writeProgress(record: ProgressRecord): void;
  writeHost(value: unknown, options: { noNewline: boolean; foregroundColor: string | null; backgroundColor: string | null; separator: string }): void;

  /**
   * Runs a script block in a child scope with `$_`/`$PSItem` set (ForEach-Object, Where-Object, calculated
   * properties) and returns its output as a list. Errors inside follow the normal rules.
   */
  invokeScriptBlock(block: ScriptBlockValue, dollarUnder: unknown, args?: unknown[]): unknown[];
  /**
   * Invoke-Expression: parses `text` and runs it in the caller's scope (dot-sourced: its variables and functions stay,
   * `$_` is the caller's), its output written as this command's. A syntax error is a terminating ParseException at
   * the text's own line and column.
   */
  invokeExpression(text: string): void;
  /**
   * Invoke-Command on the local machine (InvokeCommandCommand's in-process set): runs the block with `args` and, when
   * `input` is given, those objects as its pipeline input (`$input`, one process run each), in a new child scope or,
   * with `newScope` false, the caller's scope; its output is written as this command's.
   */
  invokeCommand(block: ScriptBlockValue, args: unknown[], input: unknown[] | null, newScope: boolean): void;
  /**
   * Import-Module (about_Modules): runs the script module `name` names (once per session, again with `force`) and
   * imports what it exports; returns its name and path. Errors (no such file, a syntax error) are terminating.
   */
  importModule(name: string, options: { force: boolean; scope: 'Global' | 'Local'; functions: readonly string[] | null }): { name: string; path: string };
  /** Export-ModuleMember: what the calling script module exports; a terminating error outside a module. */
  exportModuleMember(spec: { functions: string[]; aliases: string[]; variables: string[] }): void;
  /** Set-StrictMode: the version (0 off, 1-3) for the caller's scope and its child scopes. */
  setStrictMode(version: number): void;
  /** The Set-StrictMode version in force where the command runs (0 when off): some cmdlets report more under it. */
  readonly strictVersion: number;
  /** What member access needs to run script properties and methods (Add-Member) on the objects a command reads. */
  readonly valueContext: ValueContext;
  /** Variables, as Get-Variable/Set-Variable see them (case-insensitive names, scope as in about_Scopes). */
  getVariable(name: string): { found: boolean; value: unknown };
  setVariable(name: string, value: unknown, scope?: string): void;
  /** Remove-Variable: false when no such variable exists there. */
  removeVariable(name: string, scope?: string): boolean;
  listVariables(): { name: string; value: unknown }[];
  /** Every command the session knows (cmdlets, functions, aliases), for Get-Command and Get-Help. */
  listCommands(): CommandInfo[];
  /** The session's aliases (Set-Alias, Get-Alias...). */
  readonly aliases: AliasTable;
  /** Settings that shape output, e.g. JsonDepth for the endpoint's serialisation. */
  readonly session: SessionView;
}

/** One alias (about_Aliases; PowerShell's AliasInfo): `Definition` is the command it stands for. */
export interface AliasEntry {
  name: string;
  definition: string;
  description: string;
  /**
   * PowerShell's ScopedItemOptions (about_Aliases, -Option): ReadOnly changes or goes only with -Force, Constant
   * never; Private is seen only in its own scope; AllScope is seen in every scope below its own. Empty: None.
   */
  options: readonly ('ReadOnly' | 'Constant' | 'Private' | 'AllScope')[];
}

/** A -Scope argument that names no scope: not a scope name or number ('Argument'), or more scopes up than there are. */
export interface AliasScopeProblem {
  id: 'Argument' | 'ArgumentOutOfRange';
  scope: string;
}

/**
 * The aliases as Set-Alias, New-Alias, Get-Alias and Remove-Alias see them from the caller's scope (about_Scopes).
 * Without `scope`, get/list/remove see what a command lookup sees (the nearest alias of each name) and set writes to
 * the current scope; with it (Global, Local, Script, Private, or a number up), only that scope's table. Check a
 * `scope` with checkScope before passing it.
 */
export interface AliasTable {
  checkScope(scope: string): AliasScopeProblem | null;
  get(name: string, scope?: string): AliasEntry | undefined;
  set(entry: AliasEntry, scope?: string): void;
  remove(name: string, scope?: string): boolean;
  list(scope?: string): AliasEntry[];
}

export interface CommandInfo {
  name: string;
  commandType: 'Cmdlet' | 'Function' | 'Filter' | 'Alias';
  /** For aliases, the command it resolves to. */
  definition: string;
  declaration: CommandDeclaration | null;
}

export interface SessionView {
  /** The file being run, or null at the prompt / in an endpoint. */
  readonly scriptFile: string | null;
  /** The file of the code that called this command (a dot-sourced file, a function's file), or null at the prompt. */
  readonly currentFile: string | null;
  /** True when running as an endpoint inside the sandbox. */
  readonly inEndpoint: boolean;
}

export interface CommandDeclaration {
  name: string;
  aliases?: string[];
  /** One line: Get-Help's SYNOPSIS. */
  synopsis: string;
  description?: string;
  parameters: ParameterDeclaration[];
  /** The parameter set used when the binding does not decide. */
  defaultParameterSet?: string;
  /** [CmdletBinding(SupportsShouldProcess)]: takes -WhatIf and -Confirm (about_Functions_CmdletBindingAttribute). */
  supportsShouldProcess?: boolean;
  /** [CmdletBinding(ConfirmImpact = ...)]: None, Low, Medium (the default) or High, compared with $ConfirmPreference. */
  confirmImpact?: string;
  examples?: CommandExample[];
  /** What it writes to the pipeline, for Get-Help (e.g. 'System.Management.Automation.PSCustomObject'). */
  outputType?: string;
  /** Cmdlets that take no -ErrorAction semantics of their own still get the common parameters; set false to opt out. */
  supportsCommonParameters?: boolean;
  /**
   * Only the shell (the prompt, .svc files, -c) may run this command: service management, files. In an endpoint
   * script, calling it is the statement-terminating error "X is not available to endpoint scripts" instead of
   * "not recognized" (docs/architecture.md, "Shell-only commands"). The check is the interpreter's, at lookup.
   */
  shellOnly?: boolean;
  /** Makes a fresh per-invocation state before begin (CommandContext.state). */
  state?(): object;
  begin?(ctx: CommandContext): void;
  process?(ctx: CommandContext): void;
  end?(ctx: CommandContext): void;
}

/** A declaration whose begin/process/end see `params` typed from its own parameters and `state` from its factory. */
export type TypedDeclaration<Ps extends readonly ParameterDeclaration[], S extends object = Record<string, unknown>> =
  Omit<CommandDeclaration, 'parameters' | 'state' | 'begin' | 'process' | 'end'> & {
  parameters: Ps;
  state?(): S;
  begin?(ctx: CommandContext<ParamsOf<Ps>, S>): void;
  process?(ctx: CommandContext<ParamsOf<Ps>, S>): void;
  end?(ctx: CommandContext<ParamsOf<Ps>, S>): void;
};

/** Parameters several commands share, declared once with their names and types kept, so ParamsOf still sees them. */
export function parameterList<const Ps extends readonly ParameterDeclaration[]>(parameters: Ps): Ps {
  return parameters;
}

/** Declares a command; its blocks' `ctx.params` are typed from the declared parameters (ParamsOf). */
export function defineCommand<const Ps extends readonly ParameterDeclaration[], S extends object = Record<string, unknown>>(
  declaration: TypedDeclaration<Ps, S>,
): CommandDeclaration {
  return declaration as unknown as CommandDeclaration;
}
