// Measure-Object (measure): counts objects and computes Sum/Average/Maximum/Minimum of numbers or properties, or
// Lines/Words/Characters of text. Output: GenericMeasureInfo (Count, Average, Sum, Maximum, Minimum, Property) or TextMeasureInfo.
import { defineCommand } from '../declaration.js';
import type { CommandContext } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { compareValues, hasWildcard, isNumeric, numberOf, propertyNames, propertyValue, toStringValue, wildcardMatch } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

interface Stat { count: number; sum: number; min: unknown; max: unknown; numeric: boolean; lines: number; words: number; chars: number }

export const measureObject = defineCommand({
  name: 'Measure-Object',
  aliases: ['measure'],
  synopsis: 'Calculates the numeric properties of objects, and the characters, words, and lines in string objects.',
  description: 'Counts the input objects; with -Sum, -Average, -Maximum, -Minimum (or -AllStats) computes them over the '
    + 'objects or over each -Property. -Line, -Word and -Character measure text instead.',
  defaultParameterSet: 'GenericMeasure',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to measure.' },
    { name: 'Property', type: 'string[]', position: 0, help: 'The properties to measure.' },
    { name: 'Sum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'Adds the values.' },
    { name: 'Average', type: 'switch', parameterSets: ['GenericMeasure'], help: 'Averages the values.' },
    { name: 'Maximum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'The largest value.' },
    { name: 'Minimum', type: 'switch', parameterSets: ['GenericMeasure'], help: 'The smallest value.' },
    { name: 'AllStats', type: 'switch', parameterSets: ['GenericMeasure'], help: 'All of Sum, Average, Maximum and Minimum.' },
    { name: 'Line', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts lines.' },
    { name: 'Word', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts words.' },
    { name: 'Character', type: 'switch', parameterSets: ['TextMeasure'], help: 'Counts characters.' },
    { name: 'IgnoreWhiteSpace', type: 'switch', parameterSets: ['TextMeasure'], help: 'Does not count white space as characters.' },
  ],
  examples: [
    { code: '1..10 | Measure-Object -Sum -Average', remarks: 'Count 10, Sum 55, Average 5.5.',
      output: 'Count    : 10\nAverage  : 5.5\nSum      : 55\nMaximum  :\nMinimum  :\nProperty :' },
    { code: "'hello world' | Measure-Object -Word -Character", remarks: 'Words 2, Characters 11.',
      output: 'Lines Words Characters Property\n----- ----- ---------- --------\n          2         11' },
  ],
  state: (): State => ({ stats: new Map(), count: 0 }),
  process(ctx) {
    if (!ctx.expectingInput && !ctx.bound.has('InputObject')) return;
    const input = ctx.params.InputObject ?? null;
    if (input === null) return;
    ctx.state.count++;
    if (!ctx.bound.has('Property')) { analyze(ctx, '', input); return; }
    const counted = new Set<string>();
    for (const pattern of ctx.params.Property!) {
      const names = resolveNames(input, pattern);
      // A plain name no object has is reported once, at the end; a wildcard that matches nothing is not.
      if (names.length === 0 && !hasWildcard(pattern)) statFor(ctx, pattern);
      for (const name of names) {
        if (counted.has(name.toLowerCase())) continue;
        counted.add(name.toLowerCase());
        analyze(ctx, name, propertyValue(input, name, ctx.valueContext));
      }
    }
  },
  end(ctx) {
    const stats = ctx.state.stats;
    if (!ctx.bound.has('Property') && stats.size === 0) statFor(ctx, '');
    const text = isText(ctx);
    for (const [name, stat] of stats) {
      if (stat.count === 0 && ctx.bound.has('Property')) {
        ctx.writeError(cmdletError('Measure-Object', `The property "${name}" cannot be found in the input for any objects.`,
          text ? 'TextMeasurePropertyNotFound' : 'GenericMeasurePropertyNotFound', 'InvalidArgument', null, 'System.Management.Automation.PSArgumentException'));
        continue;
      }
      ctx.writeOutput(text ? textInfo(ctx, name, stat) : genericInfo(ctx, name, stat), false);
    }
  },
});

/** The statistics per property name ('' for the input itself), and how many objects came. */
interface State { readonly stats: Map<string, Stat>; count: number }

const isText = (ctx: CommandContext) => ctx.bound.has('Line') || ctx.bound.has('Word') || ctx.bound.has('Character');

function statFor(ctx: CommandContext<Record<string, unknown>, State>, name: string): Stat {
  const stats = ctx.state.stats;
  const same = stats.get(name);
  if (same !== undefined) return same;
  const key = [...stats.keys()].find((k) => k.toLowerCase() === name.toLowerCase());
  if (key !== undefined) return stats.get(key)!;
  const stat: Stat = { count: 0, sum: 0, min: null, max: null, numeric: true, lines: 0, words: 0, chars: 0 };
  stats.set(name, stat);
  return stat;
}

/** The property names a -Property entry stands for on one object: a wildcard expands (MshExpression.ResolveNames). */
function resolveNames(input: unknown, pattern: string): string[] {
  if (!hasWildcard(pattern)) return propertyValue(input, pattern) === undefined ? [] : [pattern];
  return propertyNames(input).filter((n) => wildcardMatch(n, pattern));
}

function analyze(ctx: CommandContext<Record<string, unknown>, State>, name: string, value: unknown): void {
  const stat = statFor(ctx, name);
  stat.count++;
  if (isText(ctx)) { measureText(ctx, stat, value === null || value === undefined ? '' : toStringValue(value)); return; }
  const n = toNumberOrNull(value);
  const wantsNumbers = ['Sum', 'Average'].some((p) => ctx.bound.has(p)) || ctx.params.AllStats === true;
  if (n === null && wantsNumbers) {
    ctx.writeError(cmdletError('Measure-Object', `Input object "${toStringValue(value)}" is not numeric.`, 'NonNumericInputObject', 'InvalidType', value,
      'System.Management.Automation.PSInvalidOperationException'));
    return;
  }
  if (n !== null) stat.sum += n; else stat.numeric = false;
  const cmp = n ?? value;
  if (stat.min === null || compareValues(cmp, stat.min) < 0) stat.min = cmp;
  if (stat.max === null || compareValues(cmp, stat.max) > 0) stat.max = cmp;
}

function genericInfo(ctx: CommandContext, name: string, s: Stat): PSObject {
  const all = ctx.params.AllStats === true;
  const on = (p: string) => all || ctx.bound.has(p);
  const info = new PSObject(['Microsoft.PowerShell.Commands.GenericMeasureInfo', 'System.Object']);
  info.setProperty('Count', s.count);
  info.setProperty('Average', on('Average') && s.count ? s.sum / s.count : null);
  info.setProperty('Sum', on('Sum') ? s.sum : null);
  info.setProperty('Maximum', on('Maximum') ? s.max : null);
  info.setProperty('Minimum', on('Minimum') ? s.min : null);
  info.setProperty('Property', name === '' ? null : name);
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

function textInfo(ctx: CommandContext, name: string, t: Stat): PSObject {
  const info = new PSObject(['Microsoft.PowerShell.Commands.TextMeasureInfo', 'System.Object']);
  info.setProperty('Lines', ctx.bound.has('Line') ? t.lines : null);
  info.setProperty('Words', ctx.bound.has('Word') ? t.words : null);
  info.setProperty('Characters', ctx.bound.has('Character') ? t.chars : null);
  info.setProperty('Property', name === '' ? null : name);
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
