// Which parameters positional arguments go to (about_Parameters: Position; about_Parameter_Sets), the part of the one
// binder (parameter-binder.ts) that looks only at the declaration and at which names are bound, never at the values.
// A call with positional arguments alone (`Write-Error 'Whoa!'`) takes the same route through it every time, so that
// route is worked out once per command and argument count (`positionalPlan`) and the binder replays it.
import type { CommandDeclaration, ParameterDeclaration } from './declaration.js';
import { chooseSet, inSet, missingMandatory, narrow, parameterSetNames } from './parameter-sets.js';

/**
 * Two parameters of one set declared at the same position: PowerShell cannot tell which takes a positional argument
 * and refuses the call (AmbiguousPositionalParameterNoName; test/powershell/Language/Scripting/ParameterBinding.Tests).
 */
export function samePositionInOneSet(decl: CommandDeclaration, candidates: readonly string[]): boolean {
  const positional = decl.parameters.filter((p) => p.position !== undefined && !p.valueFromRemainingArguments);
  return candidates.some((set) => {
    const seen = new Set<number>();
    for (const p of positional) {
      if (!inSet(p, set)) continue;
      if (seen.has(p.position!)) return true;
      seen.add(p.position!);
    }
    return false;
  });
}

/**
 * PowerShell binds positional arguments per parameter set, so a set with too few positional parameters for the
 * arguments given drops out (`Add-Member a 1` is a note property, `Add-Member NoteProperty a 1` a member type, name
 * and value). Only when some set can take them all; otherwise the usual error names the argument left over.
 * Returns the candidate sets left.
 */
export function setsTakingAll(decl: CommandDeclaration, candidates: string[], bound: ReadonlySet<string>, count: number): string[] {
  if (count < 2 || candidates.length < 2) return candidates;
  const open = decl.parameters.filter((p) => p.position !== undefined && p.type !== 'switch' && !p.valueFromRemainingArguments && !bound.has(p.name));
  const taking = candidates.filter((s) => open.filter((p) => inSet(p, s)).length >= count
    || decl.parameters.some((p) => p.valueFromRemainingArguments && inSet(p, s)));
  return taking.length > 0 && taking.length < candidates.length ? taking : candidates;
}

/**
 * The unbound positional parameters at the lowest Position among the candidate sets, the default set's first (when
 * several sets put a parameter there, PowerShell tries the default set first). Empty when none is left.
 */
export function lowestPositional(decl: CommandDeclaration, candidates: readonly string[], bound: ReadonlySet<string>): ParameterDeclaration[] {
  const open = decl.parameters
    .filter((p) => p.position !== undefined && p.type !== 'switch' && !p.valueFromRemainingArguments && !bound.has(p.name))
    .filter((p) => candidates.some((s) => inSet(p, s)));
  if (open.length === 0) return open;
  const lowest = Math.min(...open.map((p) => p.position as number));
  const atLowest = open.filter((p) => p.position === lowest);
  const def = decl.defaultParameterSet;
  if (atLowest.length === 1 || !def || !candidates.includes(def)) return atLowest;
  return [...atLowest.filter((p) => inSet(p, def)), ...atLowest.filter((p) => !inSet(p, def))];
}

/** How a call with `count` positional arguments and nothing else binds, whatever their values. */
export interface PositionalPlan {
  /** The parameter each argument binds to, in order. */
  readonly parameters: readonly ParameterDeclaration[];
  readonly parameterSet: string;
  readonly candidateSets: readonly string[];
}

/** Plans by command, indexed by argument count and expectingInput; null where the full binder must decide. */
const plans = new WeakMap<CommandDeclaration, (PositionalPlan | null | undefined)[]>();
const MAX_PLANNED = 4;

/**
 * The plan for `count` positional arguments, or null when the binding depends on the values (several parameters at
 * one position: the binder picks by the value's type) or ends in a binding error, which the full binder reports.
 * The declarations are immutable, so a plan holds for the command's life.
 */
export function positionalPlan(decl: CommandDeclaration, count: number, expectingInput: boolean): PositionalPlan | null {
  if (count > MAX_PLANNED) return null;
  let byShape = plans.get(decl);
  if (byShape === undefined) plans.set(decl, (byShape = []));
  const key = count * 2 + (expectingInput ? 1 : 0);
  let plan = byShape[key];
  if (plan === undefined) byShape[key] = plan = makePlan(decl, count, expectingInput);
  return plan;
}

function makePlan(decl: CommandDeclaration, count: number, expectingInput: boolean): PositionalPlan | null {
  let candidates = parameterSetNames(decl);
  if (count > 0 && samePositionInOneSet(decl, candidates)) return null;
  const bound = new Set<string>();
  candidates = setsTakingAll(decl, candidates, bound, count);
  const parameters: ParameterDeclaration[] = [];
  for (let i = 0; i < count; i++) {
    const next = lowestPositional(decl, candidates, bound);
    if (next.length !== 1) return null;
    const p = next[0];
    candidates = narrow(candidates, p);
    if (candidates.length === 0) return null;
    parameters.push(p);
    bound.add(p.name);
  }
  const chosen = chooseSet(decl, candidates, bound, expectingInput);
  if (chosen === null && !expectingInput) return null;
  if (chosen !== null && missingMandatory(decl, chosen, bound, expectingInput).length > 0) return null;
  return { parameters, parameterSet: chosen ?? candidates[0], candidateSets: candidates };
}
