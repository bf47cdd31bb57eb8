// Measure-Object (measure): counts objects and computes Sum/Average/Maximum/Minimum/StandardDeviation of numbers or
// properties, or Lines/Words/Characters of text. Output: GenericMeasureInfo (Count, Average, Sum, Maximum, Minimum,
// StandardDeviation, Property), GenericObjectMeasureInfo when a Maximum or Minimum is not a number, or TextMeasureInfo.
// The rules, from PowerShell's Measure-Object.cs and Measure-Object.Tests.ps1, are in docs/language.md ("Cmdlet rules taken from PowerShell's sources").
import { defineCommand } from '../declaration.js';
import type { CommandContext } from '../declaration.js';
import { PSObject, ScriptBlockValue } from '../../values/types.js';
import { compareValues, hasWildcard, isNumeric, numberOf, propertyNames, propertyValue, toStringValue, wildcardMatch } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

interface Stat {
  count: number; sum: number; mean: number; m2: number; min: unknown; max: unknown; lines: number; words: number; chars: number;
}

/** A -Property entry: a name (wildcards allowed) or a script block run with $_ set to each object (PSPropertyExpression). */
type Measured = { kind: 'name'; name: string } | { kind: 'script'; label: string; block: ScriptBlockValue };

const GENERIC = ['Sum', 'Average', 'Maximum', 'Minimum', 'StandardDeviation'];

export const measureObject = defineCommand({
  name: 'Measure-Object',
  aliases: ['measure'],
  synopsis: 'Calculates the numeric properties of objects, and the characters, words, and lines in string objects.',
  description: 'Counts the input objects; with -Sum, -Average, -Maximum, -Minimum, -StandardDeviation (or -AllStats for '
    + 'all of them) computes them over the objects or over each -Property, a name (wildcards allowed) or a script block '
    + 'run with $_ set to each object. The standard deviation is the sample one (n - 1). -Line, -Word and -Character '
    + 'measure text instead.',
  defaultParameterSet: 'GenericMeasure',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to measure.' },
    { name: 'Property', type: 'object[]', position: 0, help: 'The properties to measure: names (wildcards allowed) or script blocks.' },
    { name: 'StandardDeviation', type: 'switch', parameterSets: ['GenericMeasure'], help: 'The sample standard deviation of the values.' },
    { name: 'Sum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'Adds the values.' },
    { name: 'AllStats', type: 'switch', parameterSets: ['GenericMeasure'], help: 'All of Sum, Average, Maximum, Minimum and StandardDeviation.' },
    { name: 'Average', type: 'switch', parameterSets: ['GenericMeasure'], help: 'Averages the values.' },
    { name: 'Maximum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'The largest value.' },
    { name: 'Minimum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'The smallest value.' },
    { name: 'Line', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts lines.' },
    { name: 'Word', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts words.' },
    { name: 'Character', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts characters.' },
    { name: 'IgnoreWhiteSpace', type: 'switch', parameterSets: ['TextMeasure'], help: 'Does not count white space as characters.' },
  ],
  examples: [
    { code: '1..10 | Measure-Object -Sum -Average', remarks: 'Count 10, Sum 55, Average 5.5.',
      output: 'Count             : 10\nAverage           : 5.5\nSum               : 55\nMaximum           :\nMinimum           :\nStandardDeviation :\nProperty          :' },
    { code: '1..10 | Measure-Object -AllStats', remarks: 'Every statistic; the standard deviation is the sample one.',
      output: 'Count             : 10\nAverage           : 5.5\nSum               : 55\nMaximum           : 10\nMinimum           : 1\nStandardDeviation : 3.02765035409749\nProperty          :' },
    { code: "'ab', 'cde' | Measure-Object -Property { $_.Length * 2 } -Sum | ForEach-Object { \"$($_.Property) = $($_.Sum)\" }",
      remarks: 'A script block measures what it computes from each object; Property is its text.', output: '$_.Length * 2 = 10' },
    { code: "'hello world' | Measure-Object -Word -Character", remarks: 'Words 2, Characters 11.',
      output: 'Lines Words Characters Property\n----- ----- ---------- --------\n          2         11' },
  ],
  state: (): State => ({ stats: new Map(), count: 0, nonNumeric: false, measured: null }),
  process(ctx) {
    if (!ctx.expectingInput && !ctx.bound.has('InputObject')) return;
    const input = ctx.params.InputObject ?? null;
    if (input === null) return;
    ctx.state.count++;
    if (!ctx.bound.has('Property')) { analyze(ctx, '$_', input); return; }
    ctx.state.measured ??= (ctx.params.Property ?? []).map(toMeasured);
    const counted = new Set<string>();
    for (const entry of ctx.state.measured) {
      if (entry.kind === 'script') {
        if (counted.has(entry.label.toLowerCase())) continue;
        counted.add(entry.label.toLowerCase());
        const out = ctx.invokeScriptBlock(entry.block, input);
        analyze(ctx, entry.label, out.length === 0 ? null : out.length === 1 ? out[0] : out);
        continue;
      }
      const names = resolveNames(input, entry.name);
      // A plain name no object has is remembered (reported at the end under strict mode); a wildcard is not.
      if (names.length === 0 && !hasWildcard(entry.name)) statFor(ctx, entry.name);
      for (const name of names) {
        if (counted.has(name.toLowerCase())) continue;
        counted.add(name.toLowerCase());
        analyze(ctx, name, propertyValue(input, name, ctx.valueContext));
      }
    }
  },
  end(ctx) {
    const stats = ctx.state.stats;
    if (!ctx.bound.has('Property') && stats.size === 0) statFor(ctx, '$_');
    const text = isText(ctx);
    for (const [name, stat] of stats) {
      if (stat.count === 0 && ctx.bound.has('Property')) {
        // PowerShell 7.3 ignores a property no object has, unless strict mode (2 or later) is on.
        if (ctx.strictVersion >= 2) {
          const record = cmdletError('Measure-Object', `The property "${name}" cannot be found in the input for any objects.`,
            text ? 'TextMeasurePropertyNotFound' : 'GenericMeasurePropertyNotFound', 'ObjectNotFound', null, 'System.Management.Automation.PSArgumentException');
          ctx.writeError(record);
        }
        continue;
      }
      const label = ctx.bound.has('Property') ? name : null;
      ctx.writeOutput(text ? textInfo(ctx, label, stat) : genericInfo(ctx, label, stat), false);
    }
  },
});

/** The statistics per property name ('$_' for the input itself), how many objects came, and whether one was not a number. */
interface State { readonly stats: Map<string, Stat>; count: number; nonNumeric: boolean; measured: Measured[] | null; wanted?: Wanted }
type Ctx = CommandContext<Record<string, unknown>, State>;

function toMeasured(value: unknown): Measured {
  if (value instanceof ScriptBlockValue) return { kind: 'script', label: value.text.slice(1, -1).trim(), block: value };
  return { kind: 'name', name: toStringValue(value) };
}

const isText = (ctx: CommandContext) => ['Line', 'Word', 'Character', 'IgnoreWhiteSpace'].some((p) => ctx.bound.has(p));

/** Whether a statistic was asked for: its switch set to true, or -AllStats. */
const wants = (ctx: CommandContext, name: string) => ctx.params.AllStats === true || ctx.params[name] === true;

function statFor(ctx: Ctx, name: string): Stat {
  const stats = ctx.state.stats;
  const same = stats.get(name);
  if (same !== undefined) return same;
  const key = [...stats.keys()].find((k) => k.toLowerCase() === name.toLowerCase());
  if (key !== undefined) return stats.get(key)!;
  const stat: Stat = { count: 0, sum: 0, mean: 0, m2: 0, min: null, max: null, lines: 0, words: 0, chars: 0 };
  stats.set(name, stat);
  return stat;
}

/** The property names a -Property entry stands for on one object: a wildcard expands (PSPropertyExpression.ResolveNames). */
function resolveNames(input: unknown, pattern: string): string[] {
  if (!hasWildcard(pattern)) return propertyValue(input, pattern) === undefined ? [] : [pattern];
  return propertyNames(input).filter((n) => wildcardMatch(n, pattern));
}

/** What this call measures, read once from its switches (the per-object path runs for every input). */
interface Wanted { text: boolean; numbers: boolean; min: boolean; max: boolean }

function wanted(ctx: Ctx): Wanted {
  return ctx.state.wanted ??= {
    text: isText(ctx), numbers: ['Sum', 'Average', 'StandardDeviation'].some((p) => wants(ctx, p)), min: wants(ctx, 'Minimum'), max: wants(ctx, 'Maximum'),
  };
}

function analyze(ctx: Ctx, name: string, value: unknown): void {
  const stat = statFor(ctx, name);
  stat.count++;
  const w = wanted(ctx);
  if (w.text) { measureText(ctx, stat, value === null || value === undefined ? '' : toStringValue(value)); return; }
  const n = toNumberOrNull(value);
  if (w.numbers) {
    if (n === null) {
      // One value that is not a number leaves Sum, Average and StandardDeviation empty for every property.
      ctx.state.nonNumeric = true;
      ctx.writeError(cmdletError('Measure-Object', `Input object "${toStringValue(value)}" is not numeric.`, 'NonNumericInputObject', 'InvalidType', value,
        'System.Management.Automation.PSInvalidOperationException'));
      return;
    }
    // The running mean and sum of squared deviations (Welford's method, as Measure-Object.cs computes it).
    stat.sum += n;
    const delta = n - stat.mean;
    stat.mean += delta / stat.count;
    stat.m2 += delta * (n - stat.mean);
  }
  if (!w.min && !w.max) return;
  const cmp = n ?? value;
  if (w.min && (stat.min === null || compareValues(cmp, stat.min) < 0)) stat.min = cmp;
  if (w.max && (stat.max === null || compareValues(cmp, stat.max) > 0)) stat.max = cmp;
}

/** The sample standard deviation (divided by n - 1), as PowerShell's tests state it: 1,3,4 gives 1.52752523165195. */
function standardDeviation(s: Stat): number {
  return s.count < 2 ? 0 : Math.sqrt(s.m2 / (s.count - 1));
}

function genericInfo(ctx: Ctx, label: string | null, s: Stat): PSObject {
  const numbers = (s.min === null || typeof s.min === 'number') && (s.max === null || typeof s.max === 'number');
  const info = new PSObject([`Microsoft.PowerShell.Commands.${numbers ? 'GenericMeasureInfo' : 'GenericObjectMeasureInfo'}`, 'Microsoft.PowerShell.Commands.MeasureInfo', 'System.Object']);
  const numeric = !ctx.state.nonNumeric;
  info.setProperty('Count', s.count);
  info.setProperty('Average', numeric && wants(ctx, 'Average') && s.count ? s.sum / s.count : null);
  info.setProperty('Sum', numeric && wants(ctx, 'Sum') ? s.sum : null);
  info.setProperty('Maximum', wants(ctx, 'Maximum') ? s.max : null);
  info.setProperty('Minimum', wants(ctx, 'Minimum') ? s.min : null);
  info.setProperty('StandardDeviation', numeric && wants(ctx, 'StandardDeviation') ? standardDeviation(s) : null);
  info.setProperty('Property', label);
  return info;
}

/**
 * Measure-Object's text counts (Measure-Object.cs, TextCountUtilities): a line is each '\n' plus a last line that
 * does not end in one, empty lines included; a word is a run of non-white-space; characters count every UTF-16 unit,
 * white space too unless -IgnoreWhiteSpace.
 */
function measureText(ctx: CommandContext, t: Stat, text: string): void {
  if (text === '') return;
  t.lines += (text.match(/\n/g)?.length ?? 0) + (text.endsWith('\n') ? 0 : 1);
  t.words += text.match(/\S+/g)?.length ?? 0;
  t.chars += ctx.params.IgnoreWhiteSpace === true ? text.replace(/\s/g, '').length : text.length;
}

function textInfo(ctx: CommandContext, label: string | null, t: Stat): PSObject {
  const info = new PSObject(['Microsoft.PowerShell.Commands.TextMeasureInfo', 'System.Object']);
  info.setProperty('Lines', ctx.params.Line === true ? t.lines : null);
  info.setProperty('Words', ctx.params.Word === true ? t.words : null);
  info.setProperty('Characters', ctx.params.Character === true ? t.chars : null);
  info.setProperty('Property', label);
  return info;
}

/** A number for Measure-Object; null when the value is not numeric. */
function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (isNumeric(value)) return numberOf(value);
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}
