// The one parameter binder (about_Parameters, about_CommonParameters, about_Splatting, about_Parameter_Sets). It serves
// cmdlets and advanced functions alike: it sees only a CommandDeclaration's ParameterDeclarations.
//
// API (the interpreter calls these two):
//
//   bindArguments(decl, args, options?): BindingResult            throws TerminatingError (statement-terminating)
//     `args` are the evaluated command elements in order, splatting already expanded into the same list:
//       { kind: 'named', name, value }   `-Name:value` or a splatted hashtable entry (value given)
//       { kind: 'named', name, value: NoValue }   `-Name` alone: a switch is set; any other parameter takes the
//                                          next positional argument as its value (MissingArgument when there is none)
//       { kind: 'positional', value }    everything else
//     options.expectingInput: the command has upstream input, so mandatory pipeline parameters and an undecided
//     parameter set may wait for bindPipelineInput. options.allowRemaining: unmatched positionals go to `remaining`
//     (a simple function's $args) instead of PositionalParameterNotFound. options.isFunction: error ids end with the
//     function name and conversion failures read "Cannot process argument transformation...".
//     The result: params (declared names -> converted values; unbound switches false, defaultValue applied),
//     bound (declared names actually given), parameterSet, common (-ErrorAction & co, see common-parameters.ts),
//     remaining.
//
//   bindPipelineInput(decl, binding, input): PipelineBinding          never throws
//     Per pipeline object: binds ValueFromPipeline / ValueFromPipelineByPropertyName parameters on top of the
//     command-line binding (a fresh params object per input, as PowerShell rebinds pipeline parameters per object).
//     { ok: false, error } is a non-terminating error for that input (InputObjectNotBound, validation, missing
//     mandatory): write it and go on with the next input, as PowerShell does.
//
// Checks: unknown/ambiguous names, duplicates (a written-out argument supersedes a splatted one), missing arguments,
// parameter sets (AmbiguousParameterSet, AmbiguousPositionalParameterNoName), conversion (values module rules;
// [bool]/[switch] take only booleans and numbers), and every validation attribute and the mandatory rules
// (parameter-validation.ts). $PSDefaultParameterValues entries (options.defaults) bind after the command line. Binding
// errors are ParameterBindingException records, category InvalidArgument (validation: ParameterBindingValidationException,
// InvalidData), id `<Id>,<CommandClass>`.
import type { CommandDeclaration, ParameterDeclaration } from './declaration.js';
import type { Extent } from '../../../grammar/ast.js';
import type { Host } from '../host.js';
import { ErrorRecord, TerminatingError } from '../errors/error-record.js';
import { PSObject } from '../values/types.js';
import { toStringValue } from '../values/index.js';
import { validate } from './parameter-validation.js';
import type { ScriptBlockValue } from '../values/types.js';
import { ConversionFailure, convertArgument, dotNetTypeName, hasType } from './convert-argument.js';
import { commonParameters, isCommonParameter, setCommon, shouldProcessParameters } from './common-parameters.js';
import type { CommonParameters } from './common-parameters.js';
import { chooseSet, inSet, missingMandatory, narrow, parameterSetNames } from './parameter-sets.js';
import { bindingError, bindingRecord, cmdletClassName, messages } from './binding-errors.js';
import { lowestPositional, positionalPlan, samePositionInOneSet, setsTakingAll, type PositionalPlan } from './positional-parameters.js';
import type { BindingTarget } from './binding-errors.js';

export type { CommonParameters } from './common-parameters.js';
export { commonParameters } from './common-parameters.js';

/** Marks a `-Name` given without a value. */
export const NoValue: unique symbol = Symbol('NoValue');

export type CommandArgument =
  | { kind: 'named'; name: string; value: unknown; extent?: Extent; splatted?: true }
  | { kind: 'positional'; value: unknown; extent?: Extent };

export interface BindOptions {
  expectingInput?: boolean;
  allowRemaining?: boolean;
  isFunction?: boolean;
  /** An advanced function ([CmdletBinding()] or [Parameter()]): binds as a cmdlet does. */
  advanced?: boolean;
  /** The session's host: a string with a UTC offset converts to a local DateTime in the host's time zone. */
  host?: Host | null;
  /**
   * $PSDefaultParameterValues entries that apply to this command (about_Parameters_Default_Values): parameter name and
   * value, bound after the command line for parameters it left unbound, when they fit the sets still possible.
   */
  defaults?: readonly (readonly [string, unknown])[] | null;
  /** Runs a [ValidateScript()] block for one value (the interpreter passes this; absent, such blocks are not run). */
  invoke?: ((block: ScriptBlockValue, dollarUnder: unknown) => unknown[]) | null;
}

export interface BindingResult {
  params: Record<string, unknown>;
  bound: Set<string>;
  /** The chosen set; provisional (the default or first candidate) while pipeline input may still decide it. */
  parameterSet: string;
  common: CommonParameters;
  remaining: unknown[];
  /** Sets still possible after the command line; pipeline binding narrows them further. */
  candidateSets: string[];
  target: BindingTarget;
}

export type PipelineBinding =
  | { ok: true; params: Record<string, unknown>; bound: Set<string>; parameterSet: string }
  | { ok: false; error: ErrorRecord };

interface BindState {
  decl: CommandDeclaration;
  target: BindingTarget;
  params: Record<string, unknown>;
  bound: Set<string>;
  candidates: string[];
  common: CommonParameters;
  /** Parameters bound from a splatted hashtable, which a written-out argument may still replace. */
  splatted?: Set<string>;
}

export function bindArguments(decl: CommandDeclaration, args: readonly CommandArgument[], options: BindOptions = {}): BindingResult {
  const target: BindingTarget = { errorIdSuffix: options.isFunction ? decl.name : cmdletClassName(decl.name), isFunction: !!options.isFunction, host: options.host ?? null, advanced: !!options.advanced, invoke: options.invoke ?? null };
  const plan = !options.defaults?.length && onlyPositional(args) ? positionalPlan(decl, args.length, !!options.expectingInput) : null;
  if (plan !== null) return replay(decl, plan, args, target);
  const state: BindState = { decl, target, params: {}, bound: new Set(), candidates: parameterSetNames(decl), common: {} };
  const positionals = bindNamed(state, args);
  const remaining = bindPositionals(state, positionals, !!options.allowRemaining);
  if (options.defaults) bindDefaults(state, options.defaults);
  const expectingInput = !!options.expectingInput;
  const chosen = chooseSet(decl, state.candidates, state.bound, expectingInput);
  if (chosen === null && !expectingInput) throw bindingError(target, 'AmbiguousParameterSet', messages.ambiguousSet());
  const parameterSet = chosen ?? state.candidates[0];
  if (chosen !== null) {
    const missing = missingMandatory(decl, chosen, state.bound, expectingInput);
    if (missing.length) throw bindingError(target, 'MissingMandatoryParameter', messages.missingMandatory(missing));
  }
  applyDefaults(decl, state.params, state.bound);
  return { params: state.params, bound: state.bound, parameterSet, common: state.common, remaining, candidateSets: state.candidates, target };
}

function onlyPositional(args: readonly CommandArgument[]): boolean {
  for (let i = 0; i < args.length; i++) if (args[i].kind !== 'positional') return false;
  return true;
}

/**
 * Binds positional arguments along their plan (positional-parameters.ts): the same conversions and validations, in
 * the same order, as bindPositionals would make, without working out again where each argument goes.
 */
function replay(decl: CommandDeclaration, plan: PositionalPlan, args: readonly CommandArgument[], target: BindingTarget): BindingResult {
  const params: Record<string, unknown> = {};
  const bound = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const p = plan.parameters[i];
    const value = args[i].value;
    const converted = convertOrThrow(target, p, value);
    const failure = validate(target, p, converted, value);
    if (failure) throw new TerminatingError(failure);
    params[p.name] = converted;
    bound.add(p.name);
  }
  applyDefaults(decl, params, bound);
  return { params, bound, parameterSet: plan.parameterSet, common: {}, remaining: [], candidateSets: [...plan.candidateSets], target };
}

/** Binds the named arguments (PowerShell binds named before positional) and returns the positional values left. */
function bindNamed(state: BindState, args: readonly CommandArgument[]): unknown[] {
  const positionals: unknown[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.kind === 'positional') { positionals.push(arg.value); continue; }
    const p = resolveParameter(state, arg.name);
    let value = arg.value;
    if (value === NoValue) {
      if (p.type === 'switch') value = true;
      else if (args[i + 1]?.kind === 'positional') value = args[++i].value;
      else throw bindingError(state.target, 'MissingArgument', messages.missingArgument(p.name, dotNetTypeName(p.type)));
    }
    if (isCommonParameter(p)) { bindCommon(state, p, value); continue; }
    if (state.bound.has(p.name)) {
      // about_Splatting (PowerShell 7.1+): a parameter written out supersedes the same one from a splatted hashtable.
      const fromSplat = state.splatted?.has(p.name) ?? false;
      if (arg.splatted && !fromSplat) continue;
      if (arg.splatted || !fromSplat) throw bindingError(state.target, 'ParameterAlreadyBound', messages.alreadyBound(p.name));
      state.splatted!.delete(p.name);
    }
    if (arg.splatted) (state.splatted ??= new Set()).add(p.name);
    bindOne(state, p, value);
  }
  return positionals;
}

/**
 * Default values bind like named arguments, but only to parameters still unbound and in a possible set; one that does
 * not convert or validate is left out rather than failing the call (about_Parameters_Default_Values).
 */
function bindDefaults(state: BindState, defaults: readonly (readonly [string, unknown])[]): void {
  for (const [name, value] of defaults) {
    const matches = matchingParameters(state.decl, name);
    const p = matches.length === 1 ? matches[0] : null;
    if (p === null || isCommonParameter(p) || state.bound.has(p.name) || !state.candidates.some((set) => inSet(p, set))) continue;
    try {
      bindOne(state, p, value);
    } catch (e) {
      if (!(e instanceof TerminatingError)) throw e;
    }
  }
}

function bindCommon(state: BindState, p: ParameterDeclaration, value: unknown): void {
  try {
    setCommon(state.common, p as Parameters<typeof setCommon>[1], value);
  } catch (e) {
    if (!(e instanceof ConversionFailure)) throw e;
    throw bindingError(state.target, 'CannotConvertArgumentNoMessage', messages.cannotBind(p.name, e.reason), value);
  }
}

/** about_Parameters: names are case-insensitive; an unambiguous prefix or an alias names a parameter. */
function resolveParameter(state: BindState, written: string): ParameterDeclaration {
  const matches = matchingParameters(state.decl, written);
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) throw bindingError(state.target, 'AmbiguousParameter', messages.ambiguous(written, matches.map((p) => p.name)));
  throw bindingError(state.target, 'NamedParameterNotFound', messages.namedNotFound(written));
}

/** The parameters a written name can mean: the one it names exactly (or by alias), else every one it is a prefix of. */
export function matchingParameters(decl: CommandDeclaration, written: string): readonly ParameterDeclaration[] {
  const all = allParameters(decl);
  const name = written.toLowerCase();
  const exact = all.find((p) => p.name.toLowerCase() === name || (p.aliases ?? []).some((a) => a.toLowerCase() === name));
  if (exact) return [exact];
  return all.filter((p) => p.name.toLowerCase().startsWith(name) || (p.aliases ?? []).some((a) => a.toLowerCase().startsWith(name)));
}

/** A command's parameters, the common ones included when it takes them (Get-Command's Parameters lists the same). */
export function allParameters(decl: CommandDeclaration): readonly ParameterDeclaration[] {
  if (decl.supportsCommonParameters === false) return decl.parameters;
  return decl.supportsShouldProcess ? [...decl.parameters, ...commonParameters, ...shouldProcessParameters] : [...decl.parameters, ...commonParameters];
}

/** Converts, validates and records one command-line binding, narrowing the candidate sets. */
function bindOne(state: BindState, p: ParameterDeclaration, value: unknown): void {
  const converted = convertOrThrow(state.target, p, value);
  const failure = validate(state.target, p, converted, value);
  if (failure) throw new TerminatingError(failure);
  const candidates = narrow(state.candidates, p);
  if (candidates.length === 0) throw bindingError(state.target, 'AmbiguousParameterSet', messages.ambiguousSet());
  state.candidates = candidates;
  state.params[p.name] = converted;
  state.bound.add(p.name);
}

function convertOrThrow(target: BindingTarget, p: ParameterDeclaration, value: unknown): unknown {
  // An advanced function's [string] parameter takes one string: an array is an argument transformation error
  // (about_Functions_Advanced_Parameters; a simple function joins the elements with spaces instead).
  if (target.advanced && p.type === 'string' && Array.isArray(value)) {
    throw new TerminatingError(conversionRecord(target, p, value, new ConversionFailure('Cannot convert value to type System.String.')));
  }
  try {
    return convertArgument(value, p.type, target.host);
  } catch (e) {
    if (!(e instanceof ConversionFailure)) throw e;
    throw new TerminatingError(conversionRecord(target, p, value, e));
  }
}

function conversionRecord(target: BindingTarget, p: ParameterDeclaration, value: unknown, e: ConversionFailure): ErrorRecord {
  if (e.boolOnly) return bindingRecord(target, 'ParameterArgumentTransformationError', messages.boolOnly(p.name, e.reason, dotNetTypeName(p.type)), 'InvalidData', value);
  if (target.isFunction) return bindingRecord(target, 'ParameterArgumentTransformationError', messages.transformation(p.name, e.reason), 'InvalidData', value);
  return bindingRecord(target, 'CannotConvertArgumentNoMessage', messages.cannotBind(p.name, e.reason), 'InvalidArgument', value);
}

/**
 * Binds positional values in Position order among the parameters of the sets still possible; what is left goes to a
 * ValueFromRemainingArguments parameter (one value as itself, several as an array), else to `remaining` or an error.
 */
function bindPositionals(state: BindState, values: unknown[], allowRemaining: boolean): unknown[] {
  if (values.length > 0 && samePositionInOneSet(state.decl, state.candidates)) {
    throw bindingError(state.target, 'AmbiguousPositionalParameterNoName', messages.ambiguousPositional());
  }
  state.candidates = setsTakingAll(state.decl, state.candidates, state.bound, values.length);
  const left: unknown[] = [];
  for (const value of values) {
    const p = left.length ? null : nextPositional(state, value);
    if (p) bindOne(state, p, value); else left.push(value);
  }
  const rest = state.decl.parameters.find((p) => p.valueFromRemainingArguments && !state.bound.has(p.name) && state.candidates.some((s) => inSet(p, s)));
  if (left.length && rest) { bindOne(state, rest, left.length === 1 ? left[0] : left); return []; }
  if (left.length && !allowRemaining) {
    throw bindingError(state.target, 'PositionalParameterNotFound', messages.positionalNotFound(argumentText(left[0])), left[0]);
  }
  return left;
}

/**
 * The unbound positional parameter with the lowest Position. When several sets put a parameter there, PowerShell tries
 * them default set first, first without type coercion (a script block goes to a [scriptblock] parameter rather than
 * being turned into a string), then with it.
 */
function nextPositional(state: BindState, value: unknown): ParameterDeclaration | null {
  const atLowest = lowestPositional(state.decl, state.candidates, state.bound);
  if (atLowest.length <= 1) return atLowest[0] ?? null;
  return atLowest.find((p) => hasType(value, p.type)) ?? atLowest.find((p) => converts(state.target, p, value)) ?? atLowest[0];
}

function converts(target: BindingTarget, p: ParameterDeclaration, value: unknown): boolean {
  try { convertArgument(value, p.type, target.host); return true; } catch { return false; }
}

/** How PowerShell shows an argument in "cannot be found that accepts argument 'x'". */
function argumentText(value: unknown): string {
  if (value === null || value === undefined) return '$null';
  if (Array.isArray(value)) return 'System.Object[]';
  // PowerShell shows the argument as its string form (never JavaScript's "[object Object]").
  if (value instanceof PSObject) return '@{' + value.properties().map((p) => `${p.name}=${toStringValue(p.value)}`).join('; ') + '}';
  return toStringValue(value);
}

function applyDefaults(decl: CommandDeclaration, params: Record<string, unknown>, bound: ReadonlySet<string>): void {
  for (const p of decl.parameters) {
    if (bound.has(p.name)) continue;
    if (p.defaultValue !== undefined) params[p.name] = p.defaultValue;
    else if (p.type === 'switch') params[p.name] = false;
  }
}

// ---------------------------------------------------------------------------------------------
// Pipeline input (about_Pipelines: "How the PowerShell engine binds pipeline input")

type Stage = { fromPipeline: boolean; coerce: boolean };
// PowerShell tries ValueFromPipeline then ByPropertyName, first without type coercion, then with it.
const STAGES: Stage[] = [
  { fromPipeline: true, coerce: false }, { fromPipeline: false, coerce: false },
  { fromPipeline: true, coerce: true }, { fromPipeline: false, coerce: true },
];

export function bindPipelineInput(decl: CommandDeclaration, binding: BindingResult, input: unknown): PipelineBinding {
  const params = { ...binding.params };
  const bound = new Set(binding.bound);
  let candidates = binding.candidateSets;
  let pipelineBound = false;
  let wholeObjectBound = false;
  for (const stage of STAGES) {
    for (const p of pipelineParameters(decl, binding.bound, candidates)) {
      if (bound.has(p.name) || (stage.fromPipeline && (!p.valueFromPipeline || wholeObjectBound))) continue;
      if (!stage.fromPipeline && !p.valueFromPipelineByPropertyName) continue;
      if (!candidates.some((s) => inSet(p, s))) continue;
      const source = stage.fromPipeline ? { found: true, value: input } : propertyValue(input, p);
      if (!source.found) continue;
      const converted = tryConvert(binding.target, p, source.value, stage.coerce);
      if (!converted.ok) continue;
      const invalid = validate(binding.target, p, converted.value, source.value);
      if (invalid) return { ok: false, error: invalid };
      params[p.name] = converted.value;
      bound.add(p.name);
      candidates = narrow(candidates, p);
      pipelineBound = true;
      if (stage.fromPipeline) wholeObjectBound = true;
    }
  }
  if (!pipelineBound) return { ok: false, error: bindingRecord(binding.target, 'InputObjectNotBound', messages.inputNotBound(), 'InvalidArgument', input) };
  return finishPipeline(decl, binding, params, bound, candidates);
}

function finishPipeline(decl: CommandDeclaration, binding: BindingResult, params: Record<string, unknown>, bound: Set<string>, candidates: string[]): PipelineBinding {
  const set = chooseSet(decl, candidates, bound, false);
  if (set === null) return { ok: false, error: bindingRecord(binding.target, 'AmbiguousParameterSet', messages.ambiguousSet()) };
  const missing = missingMandatory(decl, set, bound, false);
  if (missing.length) return { ok: false, error: bindingRecord(binding.target, 'MissingMandatoryParameter', messages.missingMandatory(missing)) };
  return { ok: true, params, bound, parameterSet: set };
}

/** Pipeline parameters not bound on the command line, the default set's first (PowerShell tries it first). */
function pipelineParameters(decl: CommandDeclaration, commandLineBound: ReadonlySet<string>, candidates: string[]): ParameterDeclaration[] {
  const list = decl.parameters.filter((p) => (p.valueFromPipeline || p.valueFromPipelineByPropertyName) && !commandLineBound.has(p.name));
  const def = decl.defaultParameterSet;
  if (!def || !candidates.includes(def)) return list;
  return [...list.filter((p) => inSet(p, def)), ...list.filter((p) => !inSet(p, def))];
}

/** ValueFromPipelineByPropertyName reads the input's properties by the parameter's name or an alias. */
function propertyValue(input: unknown, p: ParameterDeclaration): { found: boolean; value: unknown } {
  if (!(input instanceof PSObject)) return { found: false, value: undefined };
  for (const name of [p.name, ...(p.aliases ?? [])]) {
    const prop = input.getProperty(name);
    if (prop) return { found: true, value: prop.value };
  }
  return { found: false, value: undefined };
}

function tryConvert(target: BindingTarget, p: ParameterDeclaration, value: unknown, coerce: boolean): { ok: true; value: unknown } | { ok: false } {
  if (!coerce) return hasType(value, p.type) ? { ok: true, value: convertArgument(value, p.type, target.host) } : { ok: false };
  try { return { ok: true, value: convertArgument(value, p.type, target.host) }; } catch { return { ok: false }; }
}
