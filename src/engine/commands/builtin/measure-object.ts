// Measure-Object (measure): counts objects and computes Sum/Average/Maximum/Minimum of numbers or properties, or
// Lines/Words/Characters of text. Output: GenericMeasureInfo (Count, Average, Sum, Maximum, Minimum, Property) or TextMeasureInfo.
import { defineCommand } from '../declaration.js';
import type { CommandContext } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { compareValues, isNumeric, numberOf, propertyValue, toStringValue } from '../../values/index.js';
import { cmdletError } from './cmdlet-errors.js';

interface Stat { count: number; sum: number; min: unknown; max: unknown; numeric: boolean }
interface TextStat { lines: number; words: number; chars: number }

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
    { code: '1..10 | Measure-Object -Sum -Average', remarks: 'Count 10, Sum 55, Average 5.5.' },
    { code: "'hello world' | Measure-Object -Word -Character", remarks: 'Words 2, Characters 11.' },
  ],
  begin(ctx) {
    ctx.state.stats = new Map<string, Stat>();
    ctx.state.text = { lines: 0, words: 0, chars: 0 } satisfies TextStat;
    ctx.state.count = 0;
  },
  process(ctx) {
    if (!ctx.expectingInput && !ctx.bound.has('InputObject')) return;
    const input = ctx.params.InputObject ?? null;
    if (input === null && !ctx.bound.has('Property')) return;
    ctx.state.count = (ctx.state.count as number) + 1;
    if (ctx.bound.has('Line') || ctx.bound.has('Word') || ctx.bound.has('Character')) { measureText(ctx, input); return; }
    const names = ctx.params.Property ?? [''];
    for (const name of names) addValue(ctx, name, name === '' ? input : propertyValue(input, name), input);
  },
  end(ctx) {
    if (ctx.bound.has('Line') || ctx.bound.has('Word') || ctx.bound.has('Character')) { ctx.writeOutput(textInfo(ctx), false); return; }
    const stats = ctx.state.stats as Map<string, Stat>;
    if (stats.size === 0) stats.set('', { count: 0, sum: 0, min: null, max: null, numeric: true });
    for (const [name, stat] of stats) ctx.writeOutput(genericInfo(ctx, name, stat), false);
  },
});

function addValue(ctx: CommandContext, name: string, value: unknown, input: unknown): void {
  const stats = ctx.state.stats as Map<string, Stat>;
  if (value === undefined) {
    ctx.writeError(cmdletError('Measure-Object', `The property "${name}" cannot be found in the input for any objects.`, 'GenericMeasurePropertyNotFound',
      'InvalidArgument', input, 'System.Management.Automation.PSArgumentException'));
    return;
  }
  const stat = stats.get(name) ?? { count: 0, sum: 0, min: null, max: null, numeric: true };
  stats.set(name, stat);
  stat.count++;
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

function measureText(ctx: CommandContext, input: unknown): void {
  const t = ctx.state.text as TextStat;
  const text = toStringValue(input);
  t.lines += text.split(/\r?\n/).filter((l) => l.length > 0).length;
  t.words += text.split(/\s+/).filter((w) => w.length > 0).length;
  t.chars += ctx.params.IgnoreWhiteSpace === true ? text.replace(/\s/g, '').length : text.length;
}

function textInfo(ctx: CommandContext): PSObject {
  const t = ctx.state.text as TextStat;
  const info = new PSObject(['Microsoft.PowerShell.Commands.TextMeasureInfo', 'System.Object']);
  info.setProperty('Lines', ctx.bound.has('Line') ? t.lines : null);
  info.setProperty('Words', ctx.bound.has('Word') ? t.words : null);
  info.setProperty('Characters', ctx.bound.has('Character') ? t.chars : null);
  info.setProperty('Property', null);
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
