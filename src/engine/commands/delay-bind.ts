// Delay-bind script blocks (about_Script_Blocks, "Using delay-bind script blocks with parameters"): a script block
// given to a parameter that takes pipeline input by property name, and whose type is not a script block or object,
// is not bound as is: for each input object it runs with `$_` set to that object and its result is the argument
// (`$files | Rename-Item -NewName { $_.Name + '.bak' }`). Without pipeline input there is nothing to run it on, which
// is PowerShell's ScriptBlockArgumentNoInput error.
import type { ScriptBlockValue } from '../values/types.js';
import { ScriptBlockValue as ScriptBlockClass } from '../values/types.js';
import { bindingError } from './binding-errors.js';
import type { BindingTarget } from './binding-errors.js';
import type { CommandDeclaration } from './declaration.js';
import { bindArguments, bindPipelineInput, matchingParameters, NoValue } from './parameter-binder.js';
import type { BindOptions, CommandArgument, PipelineBinding } from './parameter-binder.js';
import { TerminatingError } from '../errors/error-record.js';

/** A delay-bind argument: where its name and its script block are in the arguments (the same place for -Name:{...}). */
export interface DelayBound { nameIndex: number; index: number; block: ScriptBlockValue }

const TAKES_BLOCKS = new Set(['scriptblock', 'scriptblock[]', 'object', 'object[]']);

/** The named arguments of `args` that are delay-bind script blocks, or none. */
export function delayBoundArguments(decl: CommandDeclaration, args: readonly CommandArgument[]): DelayBound[] {
  const out: DelayBound[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.kind !== 'named') continue;
    // `-Name { ... }` arrives as the name followed by a positional value; `-Name:{ ... }` as one argument.
    const index = a.value === NoValue ? i + 1 : i;
    const value = a.value === NoValue ? (args[i + 1]?.kind === 'positional' ? args[i + 1].value : null) : a.value;
    if (!(value instanceof ScriptBlockClass)) continue;
    const p = matchingParameters(decl, a.name);
    if (p.length === 1 && p[0].valueFromPipelineByPropertyName && !TAKES_BLOCKS.has(p[0].type)) out.push({ nameIndex: i, index, block: value });
  }
  return out;
}

/** The arguments without the delay-bind ones (for the binding made before any input arrives). */
export function withoutDelayed(args: readonly CommandArgument[], delayed: readonly DelayBound[]): CommandArgument[] {
  return args.filter((_, i) => !delayed.some((d) => d.index === i || d.nameIndex === i));
}

/** The arguments with each delay-bind block replaced by its result for one input object. */
export function withDelayedValues(args: readonly CommandArgument[], delayed: readonly DelayBound[], run: (block: ScriptBlockValue) => unknown): CommandArgument[] {
  const copy = [...args];
  for (const d of delayed) copy[d.index] = { ...args[d.index], value: run(d.block) };
  return copy;
}

/** ScriptBlockArgumentNoInput: a delay-bind script block with no pipeline input to run it on. */
export function noInputError(decl: CommandDeclaration, args: readonly CommandArgument[], d: DelayBound, target: BindingTarget) {
  const name = matchingParameters(decl, (args[d.nameIndex] as Extract<CommandArgument, { kind: 'named' }>).name)[0].name;
  return bindingError(target, 'ScriptBlockArgumentNoInput',
    `Cannot evaluate parameter '${name}' because its argument is specified as a script block and there is no input. A script block cannot be evaluated without input.`);
}

/**
 * Binds one input object with each delay-bind block replaced by its result for it (`run` runs a block with `$_` the
 * object), then the object itself to the pipeline parameters; the object counts as bound through the delay-bind
 * parameters even when no other parameter takes it. A binding failure is that object's error.
 */
export function bindForInput(decl: CommandDeclaration, args: readonly CommandArgument[], delayed: readonly DelayBound[], options: BindOptions,
  input: unknown, run: (block: ScriptBlockValue) => unknown): PipelineBinding {
  try {
    const binding = bindArguments(decl, withDelayedValues(args, delayed, run), { ...options, expectingInput: true });
    const r = bindPipelineInput(decl, binding, input);
    if (!r.ok && r.error.fullyQualifiedErrorId.startsWith('InputObjectNotBound,')) {
      return { ok: true, params: binding.params, bound: binding.bound, parameterSet: binding.parameterSet };
    }
    return r;
  } catch (e) {
    if (e instanceof TerminatingError) return { ok: false, error: e.record };
    throw e;
  }
}
