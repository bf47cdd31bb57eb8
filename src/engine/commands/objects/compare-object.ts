// Compare-Object (compare, diff): which objects are only in the reference set ('<='), only in the difference set
// ('=>'), or in both ('==', with -IncludeEqual). PowerShell's matching walks both lists in step and keeps a backlog
// of unmatched entries on each side, SyncWindow long (compare-object.cs; docs/language.md, "Compare-Object").
// Objects match as Sort-Object compares them: by value, or by the -Property keys, case-insensitively by default.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { ensureInstanceMembers, PSObject } from '../../values/types.js';
import { keyComparer, keyedInput, parsePropertySpecs, type Keyed, type PropertySpec } from '../property-spec.js';

const PARAMETERS = parameterList([
  { name: 'ReferenceObject', type: 'object[]', position: 0, mandatory: true, allowEmptyCollection: true, help: 'The objects to compare against.' },
  { name: 'DifferenceObject', type: 'object[]', position: 1, mandatory: true, allowEmptyCollection: true, valueFromPipeline: true, help: 'The objects compared with the reference objects.' },
  { name: 'SyncWindow', type: 'int', defaultValue: 2147483647, validateRange: [0, 2147483647], help: 'How many unmatched objects on each side are kept to match later ones.' },
  { name: 'Property', type: 'object[]', help: 'Compares these properties (names, script blocks or @{Expression=...}) instead of the objects.' },
  { name: 'ExcludeDifferent', type: 'switch', help: 'Leaves out the differences; with -IncludeEqual, writes only the matches (alone, nothing).' },
  { name: 'IncludeEqual', type: 'switch', help: 'Also writes the matches, marked ==.' },
  { name: 'PassThru', type: 'switch', help: 'Writes the compared objects themselves, each with a SideIndicator property.' },
  { name: 'Culture', type: 'string', hint: true, help: 'A hint: comparisons use the invariant culture, which en-US text compares the same in.' },
  { name: 'CaseSensitive', type: 'switch', help: 'Compares strings case-sensitively.' },
]);
/** The comparison, set up in begin from the parameters (null before). */
interface State { compare: CompareState | null }
type Context = CommandContext<ParamsOf<typeof PARAMETERS>, State>;

interface CompareState {
  specs: PropertySpec[];
  compare: (a: Keyed, b: Keyed) => number;
  reference: Keyed[];
  next: number;
  referenceBacklog: Keyed[];
  differenceBacklog: Keyed[];
}

export const compareObject = defineCommand({
  name: 'Compare-Object',
  aliases: ['compare', 'diff'],
  synopsis: 'Compares two sets of objects.',
  description: 'Writes the objects that are in only one set, marked <= (reference only) or => (difference only), '
    + 'and with -IncludeEqual the matches, marked ==. Objects match by value, or by the -Property keys.',
  parameters: PARAMETERS,
  examples: [
    { code: "Compare-Object 'a','b','c' 'b','c','d'", remarks: 'd => and a <=.',
      output: 'InputObject SideIndicator\n----------- -------------\nd           =>\na           <=' },
    { code: "$before = [pscustomobject]@{ Url = '/a'; Method = 'GET' }, [pscustomobject]@{ Url = '/b'; Method = 'GET' }\n$after = [pscustomobject]@{ Url = '/a'; Method = 'GET' }, [pscustomobject]@{ Url = '/c'; Method = 'POST' }\nCompare-Object $before $after -Property Url, Method", remarks: 'The endpoints added (=>) and removed (<=).',
      output: 'Url Method SideIndicator\n--- ------ -------------\n/c  POST   =>\n/b  GET    <=' },
  ],
  outputType: 'System.Management.Automation.PSCustomObject',
  state: (): State => ({ compare: null }),
  begin(ctx) {
    const specs = ctx.bound.has('Property') ? parsePropertySpecs(ctx, ctx.params.Property ?? [], 'Compare-Object') : [];
    ctx.state.compare = { specs, compare: keyComparer(ctx.params.CaseSensitive === true), reference: [], next: 0, referenceBacklog: [], differenceBacklog: [] } satisfies CompareState;
  },
  process(ctx) {
    const state = stateOf(ctx);
    if (state.next === 0 && state.reference.length === 0) state.reference = keyedInput(ctx, state.specs, ctx.params.ReferenceObject ?? []);
    for (const entry of keyedInput(ctx, state.specs, ctx.params.DifferenceObject ?? [])) step(ctx, state, entry);
  },
  end(ctx) {
    const state = stateOf(ctx);
    if (state.reference.length === 0 && state.next === 0) state.reference = keyedInput(ctx, state.specs, ctx.params.ReferenceObject ?? []);
    while (state.next < state.reference.length) step(ctx, state, null);
    for (const entry of state.differenceBacklog) emit(ctx, state, entry, '=>');
    for (const entry of state.referenceBacklog) emit(ctx, state, entry, '<=');
  },
});

const stateOf = (ctx: Context): CompareState => ctx.state.compare!;

/**
 * One step of the walk: the next reference entry against the incoming difference entry; then each against the other
 * side's backlog; what stays unmatched joins its own backlog, the oldest leaving it (as a difference) when full.
 */
function step(ctx: Context, state: CompareState, difference: Keyed | null): void {
  let reference: Keyed | null = state.next < state.reference.length ? state.reference[state.next++] : null;
  if (reference && difference && state.compare(reference, difference) === 0) return emit(ctx, state, reference, '==');
  const fromBacklog = difference && takeMatch(state, difference, state.referenceBacklog);
  if (fromBacklog) { emit(ctx, state, fromBacklog, '=='); difference = null; }
  if (reference && takeMatch(state, reference, state.differenceBacklog)) { emit(ctx, state, reference, '=='); reference = null; }
  if (difference) keep(ctx, state, difference, state.differenceBacklog, '=>');
  if (reference) keep(ctx, state, reference, state.referenceBacklog, '<=');
}

function takeMatch(state: CompareState, entry: Keyed, backlog: Keyed[]): Keyed | null {
  const i = backlog.findIndex((other) => state.compare(entry, other) === 0);
  return i < 0 ? null : backlog.splice(i, 1)[0];
}

function keep(ctx: Context, state: CompareState, entry: Keyed, backlog: Keyed[], side: string): void {
  const window = ctx.params.SyncWindow;
  if (window === 0) return emit(ctx, state, entry, side);
  while (backlog.length >= window) emit(ctx, state, backlog.shift()!, side);
  backlog.push(entry);
}

function emit(ctx: Context, state: CompareState, entry: Keyed, side: string): void {
  const wanted = side === '==' ? ctx.params.IncludeEqual : !ctx.params.ExcludeDifferent;
  if (!wanted) return;
  if (ctx.params.PassThru) return ctx.writeOutput(withSideIndicator(entry.value, side), false);
  const out = new PSObject();
  if (state.specs.length === 0) out.setProperty('InputObject', entry.value);
  else state.specs.forEach((spec, i) => { if (!out.hasProperty(spec.label)) out.setProperty(spec.label, entry.keys[i]); });
  out.setProperty('SideIndicator', side);
  ctx.writeOutput(out, false);
}

/**
 * -PassThru: the object itself with a SideIndicator note. An object takes it (a PSObject as a property, any other
 * object beside it, as Add-Member does); a string or number cannot carry one in svc and is written as it is.
 */
function withSideIndicator(value: unknown, side: string): unknown {
  if (value instanceof PSObject) { value.removeProperty('SideIndicator'); value.setProperty('SideIndicator', side); }
  else if (typeof value === 'object' && value !== null) ensureInstanceMembers(value).setProperty('SideIndicator', side);
  return value;
}
