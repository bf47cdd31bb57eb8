// Select-Object (select): picks properties (names, wildcards, calculated properties) and/or a slice of the input
// (-First, -Last, -Skip, -Index, -SkipIndex), -ExpandProperty and -Unique (about_Calculated_Properties).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { ensureInstanceMembers, PSObject } from '../../values/types.js';
import { hasProperty, propertyValue, equalValues, typeNameOf, wildcardMatch } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';
import { expandSpec, parsePropertySpecs } from '../property-spec.js';
import type { PropertySpec } from '../property-spec.js';

interface SelectState { index: number; taken: number; last: unknown[]; seen: unknown[]; specs: PropertySpec[] | null; refusedPrimitive: boolean }

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to select from.' },
  { name: 'Property', type: 'object[]', position: 0, parameterSets: ['DefaultParameter', 'SkipLastParameter'], help: 'The properties to select.' },
  { name: 'ExcludeProperty', type: 'string[]', parameterSets: ['DefaultParameter', 'SkipLastParameter'], help: 'Properties to leave out.' },
  { name: 'ExpandProperty', type: 'string', parameterSets: ['DefaultParameter', 'SkipLastParameter'], help: 'The property whose value to write.' },
  { name: 'Unique', type: 'switch', help: 'Writes each distinct object once; strings compare case-sensitively.' },
  { name: 'CaseInsensitive', type: 'switch', help: 'With -Unique, strings that differ only in case count as the same (PowerShell 7.4).' },
  { name: 'First', type: 'int', parameterSets: ['DefaultParameter'], validateRange: [0, 2147483647], help: 'Number of objects from the start.' },
  { name: 'Last', type: 'int', parameterSets: ['DefaultParameter'], validateRange: [0, 2147483647], help: 'Number of objects from the end.' },
  { name: 'Skip', type: 'int', parameterSets: ['DefaultParameter'], validateRange: [0, 2147483647], help: 'Number of objects to skip first.' },
  { name: 'SkipLast', type: 'int', mandatory: true, parameterSets: ['SkipLastParameter'], validateRange: [0, 2147483647], help: 'Number of objects to drop at the end.' },
  { name: 'Index', type: 'int[]', parameterSets: ['IndexParameter'], help: 'The 0-based positions of the objects to select.' },
  { name: 'SkipIndex', type: 'int[]', parameterSets: ['SkipIndexParameter'], help: 'The 0-based positions of the objects to leave out.' },
  { name: 'Wait', type: 'switch', help: 'With -First: lets the commands before it run to their end instead of stopping them once it has its objects.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>, SelectState>;

export const selectObject = defineCommand({
  name: 'Select-Object',
  aliases: ['select'],
  synopsis: 'Selects objects or object properties.',
  description: 'With -Property, writes new objects that have only the named properties (wildcards and calculated properties '
    + '@{Name=...; Expression={...}} allowed). -First, -Last, -Skip and -Index pick objects by position; -ExpandProperty '
    + 'writes the value of one property; -Unique drops duplicates.',
  defaultParameterSet: 'DefaultParameter',
  parameters: PARAMETERS,
  examples: [
    { code: "[pscustomobject]@{ Id = 1; Url = '/users'; Method = 'GET' } | Select-Object Url, Method", remarks: 'Objects with only Url and Method.',
      output: 'Url    Method\n---    ------\n/users GET' },
    { code: "1..10 | Select-Object -First 3", remarks: 'Writes 1, 2, 3.', output: '1\n2\n3' },
    { code: "Get-Command *-Csv | Select-Object -ExpandProperty Name", remarks: 'Writes the command names as strings.',
      output: 'ConvertFrom-Csv\nConvertTo-Csv\nExport-Csv\nImport-Csv' },
    { code: "[pscustomobject]@{a=1} | Select-Object a, @{Name='Double'; Expression={ $_.a * 2 }}", remarks: 'A calculated property.',
      output: 'a Double\n- ------\n1      2' },
  ],
  state: (): SelectState => ({ index: 0, taken: 0, last: [], seen: [], specs: null, refusedPrimitive: false }),
  begin(ctx) {
    // -ExcludeProperty alone selects every property but those (PowerShell 7: as if -Property * were given).
    const property = ctx.bound.has('Property') ? ctx.params.Property! : ctx.bound.has('ExcludeProperty') ? ['*'] : null;
    const specs = property !== null ? parsePropertySpecs(ctx, property, 'Select-Object') : null;
    ctx.state.specs = specs;
  },
  process(ctx) {
    const s = ctx.state;
    const input = ctx.params.InputObject ?? null;
    const index = s.index++;
    if (!ctx.expectingInput && !ctx.bound.has('InputObject')) return;
    if (ctx.bound.has('Index')) { if (ctx.params.Index!.includes(index)) emit(ctx, s, input); return; }
    if (ctx.bound.has('SkipIndex')) { if (!ctx.params.SkipIndex!.includes(index)) emit(ctx, s, input); return; }
    if (index < (ctx.params.Skip ?? 0)) return;
    if (ctx.bound.has('Last') || ctx.bound.has('SkipLast')) { s.last.push(input); return; }
    const first = ctx.bound.has('First') ? ctx.params.First! : null;
    const stops = first !== null && !ctx.params.Wait;
    if (first !== null && s.taken >= first) { if (stops) ctx.stopUpstream(); return; }
    s.taken++;
    emit(ctx, s, input);
    // PowerShell's StopUpstreamCommandsException: with all it wants, the commands before it stop (and their rest never runs).
    if (stops && s.taken >= first) ctx.stopUpstream();
  },
  end(ctx) {
    const s = ctx.state;
    if (ctx.bound.has('SkipLast')) s.last.slice(0, Math.max(0, s.last.length - ctx.params.SkipLast!)).forEach((o) => emit(ctx, s, o));
    else if (ctx.bound.has('Last')) {
      const n = ctx.params.Last!;
      const tail = n === 0 ? [] : s.last.slice(-n);
      (ctx.bound.has('First') ? tail.slice(0, ctx.params.First) : tail).forEach((o) => emit(ctx, s, o));
    }
  },
});

function emit(ctx: Context, s: SelectState, input: unknown): void {
  for (const out of transform(ctx, s, input)) {
    if (ctx.params.Unique === true) {
      const caseSensitive = ctx.params.CaseInsensitive !== true;
      if (s.seen.some((x) => sameObject(x, out, caseSensitive))) continue;
      s.seen.push(out);
    }
    ctx.writeOutput(out, false);
  }
}

function transform(ctx: Context, s: SelectState, input: unknown): unknown[] {
  const selected = s.specs ? selectProperties(ctx, s.specs, input) : null;
  const expand = ctx.params.ExpandProperty;
  if (expand === undefined) return [selected ?? input];
  const value = propertyValue(input, expand, ctx.valueContext);
  if (value === undefined) {
    ctx.writeError(cmdletError('Select-Object', `Property "${expand}" cannot be found.`, 'ExpandPropertyNotFound', 'InvalidArgument', input,
      'System.Management.Automation.PSArgumentException'));
    return [];
  }
  const values = Array.isArray(value) ? value : [value];
  if (!selected) return values;
  // -Property with -ExpandProperty adds the selected properties to each expanded object as note properties; a
  // property the expanded object already has keeps its own value, with an error (SelectObjectCommand.cs,
  // AddNoteProperties; docs/values.md). A $null element is left out.
  const out: unknown[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    const members = v instanceof PSObject ? v : typeof v === 'object' ? ensureInstanceMembers(v) : null;
    if (members === null) {
      if (!s.refusedPrimitive) {
        s.refusedPrimitive = true;
        ctx.writeError(cmdletError('Select-Object', `svc adds the -Property values to objects, not to a ${typeNameOf(v)} value (PowerShell wraps it in a PSObject); `
          + 'select the property itself, or expand a property that holds objects.', 'CannotAddMemberToObject', 'NotImplemented', v, 'System.NotSupportedException'));
      }
      out.push(v);
      continue;
    }
    for (const p of selected.properties()) {
      if (members.hasProperty(p.name) || (members !== v && hasProperty(v, p.name))) {
        ctx.writeError(cmdletError('Select-Object', `The property cannot be processed because the property "${p.name}" already exists.`,
          'AlreadyExistingUserSpecifiedPropertyExpand', 'InvalidOperation', input, 'System.Management.Automation.PSArgumentException'));
        continue;
      }
      members.setProperty(p.name, p.value);
    }
    out.push(v);
  }
  return out;
}

function selectProperties(ctx: Context, specs: PropertySpec[], input: unknown): PSObject {
  const excluded = ctx.params.ExcludeProperty ?? [];
  const typeName = input instanceof PSObject ? input.typeNames[0] : 'System.Object';
  const out = new PSObject([`Selected.${typeName}`, 'System.Management.Automation.PSCustomObject', 'System.Object']);
  for (const spec of specs) {
    for (const { name, value } of expandSpec(ctx, spec, input)) {
      if (excluded.some((e) => wildcardMatch(name, e))) continue;
      if (out.hasProperty(name)) {
        ctx.writeError(cmdletError('Select-Object', `The property cannot be processed because the property "${name}" already exists.`,
          'AlreadyExistingUserSpecifiedPropertyNoExpand', 'InvalidOperation', input, 'System.Management.Automation.PSArgumentException'));
        continue;
      }
      out.setProperty(name, value ?? null);
    }
  }
  return out;
}

/** -Unique compares objects by their property values (PSCustomObjects) or as values; case-sensitively unless -CaseInsensitive. */
function sameObject(a: unknown, b: unknown, caseSensitive: boolean): boolean {
  if (a instanceof PSObject && b instanceof PSObject) {
    const pa = a.properties(); const pb = b.properties();
    return pa.length === pb.length && pa.every((p, i) => p.name.toLowerCase() === pb[i].name.toLowerCase() && equalValues(p.value, pb[i].value, caseSensitive));
  }
  return equalValues(a, b, caseSensitive) && typeof a === typeof b;
}
