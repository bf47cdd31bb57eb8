// The common parameters that fill variables (about_CommonParameters; docs/language.md, "Common parameters"), one
// owner for cmdlets and advanced functions alike:
// - -ErrorVariable, -WarningVariable, -InformationVariable: the call's errors, warnings and information records,
//   written or not (a silenced warning is kept), those of the functions and scripts it runs included;
// - -OutVariable: the call's output objects, as they go down the pipeline;
// - -PipelineVariable: the object the call last passed down, for every later command of the pipeline; cleared when
//   the pipeline starts and removed when it ends.
// Each list is an ArrayList, as in PowerShell; `+name` appends to the variable's list instead of replacing it.
import type { CommonParameters } from '../commands/parameter-binder.js';
import { PSList } from '../values/index.js';
import type { Frame, Out } from './frame.js';
import { getVariableByName, removeVariableByName, setVariableByName } from './variables.js';

/** Makes the list a `-XxxVariable name` (or `+name`) names, and sets the variable to it; null when not given. */
export function variableList(f: Frame, spec: string | undefined): unknown[] | null {
  if (spec === undefined || spec === '') return null;
  const append = spec.startsWith('+');
  const name = append ? spec.slice(1) : spec;
  let list: unknown[] = PSList.create('System.Collections.ArrayList', null);
  if (append) {
    const cur = getVariableByName(f, name).value;
    if (Array.isArray(cur)) list = cur; else if (cur !== null) list.push(cur);
  }
  setVariableByName(f, name, list);
  return list;
}

/** The lists and output of one call, made when it is bound. */
export interface CallVariables {
  readonly errors: unknown[] | null;
  readonly warnings: unknown[] | null;
  readonly information: unknown[] | null;
  /** The call's output: through -OutVariable and -PipelineVariable when given, else `out` itself. */
  readonly out: Out;
  /** The pipeline has ended: the -PipelineVariable goes. */
  finish(): void;
}

const NOTHING_TO_FINISH = (): void => {};

export function callVariables(f: Frame, common: Readonly<CommonParameters>, out: Out): CallVariables {
  // The common case, no variable parameter given: nothing to make for this call.
  if (common.errorVariable === undefined && common.warningVariable === undefined && common.informationVariable === undefined
    && common.outVariable === undefined && common.pipelineVariable === undefined) {
    return { errors: null, warnings: null, information: null, out, finish: NOTHING_TO_FINISH };
  }
  const outList = variableList(f, common.outVariable);
  const pipelineVariable = common.pipelineVariable === undefined || common.pipelineVariable === '' ? null : common.pipelineVariable;
  if (pipelineVariable !== null) setVariableByName(f, pipelineVariable, null);
  let through = out;
  if (outList !== null || pipelineVariable !== null) {
    through = (v) => {
      outList?.push(v);
      if (pipelineVariable !== null) setVariableByName(f, pipelineVariable, v);
      out(v);
    };
  }
  return {
    errors: variableList(f, common.errorVariable),
    warnings: variableList(f, common.warningVariable),
    information: variableList(f, common.informationVariable),
    out: through,
    finish: () => { if (pipelineVariable !== null) removeVariableByName(f, pipelineVariable); },
  };
}

/** Adds a warning or information record to the call's own list and to those of the functions it runs in. */
export function recordIn(own: unknown[] | null, enclosing: readonly unknown[][], value: unknown): void {
  own?.push(value);
  for (const list of enclosing) if (list !== own) list.push(value);
}
