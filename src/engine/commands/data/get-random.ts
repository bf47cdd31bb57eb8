// Get-Random: a random number in [Minimum, Maximum) (an int when both bounds are ints, else a double), or random
// elements of -InputObject. Randomness comes from host.random(); -SetSeed makes the sequence repeatable for this call.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { cmdletError } from '../cmdlet-errors.js';
import { pollInterrupt } from '../interrupt.js';
import { double, isNumeric, numberOf, toStringValue } from '../../values/index.js';
import { PSNumber } from '../../values/types.js';
import { seededRandom } from '../seeded-random.js';

const PARAMETERS = parameterList([
  { name: 'Maximum', type: 'object', position: 0, parameterSets: ['RandomNumberParameterSet'], help: 'The upper bound (exclusive).' },
  { name: 'Minimum', type: 'object', parameterSets: ['RandomNumberParameterSet'], help: 'The lower bound (inclusive, default 0).' },
  { name: 'InputObject', type: 'object[]', position: 0, mandatory: true, allowNull: true, valueFromPipeline: true, parameterSets: ['RandomListItemParameterSet', 'ShuffleParameterSet'],
    help: 'The collection to pick from.' },
  { name: 'Count', type: 'int', validateRange: [1, 2147483647], help: 'How many numbers or objects to write.' },
  { name: 'Shuffle', type: 'switch', mandatory: true, parameterSets: ['ShuffleParameterSet'], help: 'Writes all input objects in random order.' },
  { name: 'SetSeed', type: 'int', help: 'Seeds the generator so the results repeat.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
/** The random source (seeded by -SetSeed, else the host's) and the -InputObject list, if one was given. */
interface State { items: unknown[]; fromList: boolean; next: () => number }
type Context = CommandContext<ParamsOf<typeof PARAMETERS>, State>;

export const getRandom = defineCommand({
  name: 'Get-Random',
  synopsis: 'Gets a random number, or selects objects randomly from a collection.',
  description: 'Without input, writes a random integer from 0 up to (not including) -Maximum (default Int32.MaxValue). '
    + 'With -InputObject or pipeline input, writes -Count randomly chosen objects (no repeats). -Shuffle writes all of them in random order.',
  defaultParameterSet: 'RandomNumberParameterSet',
  parameters: PARAMETERS,
  examples: [
    { code: 'Get-Random -SetSeed 1 -Maximum 10', remarks: 'An integer from 0 to 9; -SetSeed makes the sequence repeatable.',
      output: '6' },
    { code: "'red','green','blue' | Get-Random -SetSeed 1", remarks: 'One of the colours.',
      output: 'green' },
    { code: 'Get-Random -SetSeed 1 -Minimum 1.0 -Maximum 2.0',
      remarks: 'A double from 1 up to 2: a bound written as a double (1.0) makes the result a double.',
      output: '1.62707394058816' },
  ],
  state: (): State => ({ items: [], fromList: false, next: Math.random }),
  begin(ctx) {
    ctx.state.next = ctx.bound.has('SetSeed') ? seededRandom(ctx.params.SetSeed!) : () => ctx.host.random();
  },
  process(ctx) {
    if (!ctx.bound.has('InputObject')) return;
    ctx.state.fromList = true;
    ctx.state.items.push(...ctx.params.InputObject!);
  },
  end(ctx) {
    const next = ctx.state.next;
    if (ctx.state.fromList) { pick(ctx, next); return; }
    const count = ctx.params.Count ?? 1;
    for (let i = 0; i < count; i++) {
      pollInterrupt(ctx);
      const n = randomNumber(ctx, next);
      if (n === null) return;
      ctx.writeOutput(n, false);
    }
  },
});

function pick(ctx: Context, next: () => number): void {
  const items = [...ctx.state.items];
  const count = ctx.params.Shuffle === true ? items.length : Math.min(ctx.params.Count ?? 1, items.length);
  for (let i = 0; i < count; i++) {
    pollInterrupt(ctx);
    const j = i + Math.floor(next() * (items.length - i));
    [items[i], items[j]] = [items[j], items[i]];
    ctx.writeOutput(items[i], false);
  }
}

function randomNumber(ctx: Context, next: () => number): number | PSNumber | null {
  const minRaw = ctx.params.Minimum ?? 0;
  const maxRaw = ctx.params.Maximum ?? 2147483647;
  const min = isNumeric(minRaw) ? numberOf(minRaw) : Number(minRaw);
  const max = isNumeric(maxRaw) ? numberOf(maxRaw) : Number(maxRaw);
  if (Number.isNaN(min) || Number.isNaN(max)) {
    ctx.throwTerminating(cmdletError('Get-Random', `Cannot convert value "${toStringValue(Number.isNaN(min) ? minRaw : maxRaw)}" to a number.`, 'InvalidArgument'));
  }
  if (min >= max) {
    ctx.throwTerminating(cmdletError('Get-Random', `The Minimum value (${toStringValue(minRaw)}) cannot be greater than or equal to the Maximum value (${toStringValue(maxRaw)}).`,
      'MinGreaterThanOrEqualMax', 'InvalidArgument', null, 'System.ArgumentException'));
  }
  const r = min + next() * (max - min);
  return isIntegral(minRaw, min) && isIntegral(maxRaw, max) ? Math.floor(r) : double(r);
}

/**
 * Whether a bound keeps the range an integer one: PowerShell's Get-Random draws a Double as soon as one bound is not
 * an integer type, so `-Minimum 1.0` (a Double, though its value is whole) gives a Double (GetRandomCommand.cs).
 */
function isIntegral(raw: unknown, n: number): boolean {
  if (raw instanceof PSNumber) return !DOUBLE_TYPES.has(raw.type) && Number.isInteger(n);
  return Number.isInteger(n) && !(typeof raw === 'string' && /[.eE]/.test(raw));
}

const DOUBLE_TYPES = new Set(['System.Double', 'System.Single', 'System.Decimal']);
