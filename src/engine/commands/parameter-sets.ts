// about_Parameter_Sets: which sets a command has, which a parameter belongs to, and how the binder picks one.
import type { CommandDeclaration, ParameterDeclaration } from './declaration.js';

/** PowerShell's name for "the one set of a command that declares none". */
export const ALL_SETS = '__AllParameterSets';

/** Every set the command declares, default first; [ALL_SETS] when it declares none. */
export function parameterSetNames(decl: CommandDeclaration): string[] {
  const names: string[] = [];
  if (decl.defaultParameterSet) names.push(decl.defaultParameterSet);
  for (const p of decl.parameters) for (const s of p.parameterSets ?? []) if (!names.includes(s)) names.push(s);
  return names.length ? names : [ALL_SETS];
}

export function inSet(p: ParameterDeclaration, set: string): boolean {
  return !p.parameterSets || p.parameterSets.length === 0 || p.parameterSets.includes(set);
}

/** Narrows the candidate sets to those the parameter belongs to. */
export function narrow(candidates: string[], p: ParameterDeclaration): string[] {
  return candidates.filter((s) => inSet(p, s));
}

export function missingMandatory(decl: CommandDeclaration, set: string, bound: ReadonlySet<string>, pipelineWillBind: boolean): string[] {
  return decl.parameters
    .filter((p) => p.mandatory && inSet(p, set) && !bound.has(p.name) && (!p.mandatorySets || p.mandatorySets.includes(set) || p.mandatorySets.includes(ALL_SETS)))
    .filter((p) => !(pipelineWillBind && (p.valueFromPipeline || p.valueFromPipelineByPropertyName)))
    .map((p) => p.name);
}

/**
 * Picks the set among the candidates: the only one; else the one whose mandatory parameters are all satisfied; else
 * the default. Returns null when undecided (the caller waits for pipeline input or reports AmbiguousParameterSet).
 */
export function chooseSet(decl: CommandDeclaration, candidates: string[], bound: ReadonlySet<string>, expectingInput: boolean): string | null {
  if (candidates.length === 1) return candidates[0];
  const def = decl.defaultParameterSet;
  const satisfiable = candidates.filter((s) => missingMandatory(decl, s, bound, expectingInput).length === 0);
  if (def && candidates.includes(def) && (satisfiable.includes(def) || satisfiable.length === 0)) return def;
  if (satisfiable.length === 1) return satisfiable[0];
  if (def && candidates.includes(def)) return def;
  return null;
}
