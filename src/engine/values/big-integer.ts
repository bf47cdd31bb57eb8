// System.Numerics.BigInteger (`[bigint]`, the `n` literal suffix, about_Numeric_Literals): an exact integer of any
// size, held as a boxed number with its value in `big` (numbers.ts does its arithmetic). Its static methods and the
// instance properties scripts read (IsZero, IsEven, Sign, ...), listed explicitly like every other member.
import { convertTo } from './conversions.js';
import { bigInteger, isBigInteger } from './numbers.js';
import { arity, intArg, strArg } from './member-helpers.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { type PSNumber } from './types.js';
import { BAD_FORMAT, divideByZero, methodException } from './value-errors.js';

const TYPE = 'System.Numerics.BigInteger';

export const bigIntegerMembers: MemberTable[] = [];
export const bigIntegerStatics: StaticMembers[] = [];

/** An argument as a BigInteger's exact value (any number or numeric string converts, as [bigint] does). */
function big(args: unknown[], i: number): bigint {
  return (convertTo(args[i], TYPE) as PSNumber).big!;
}

function nonZero(b: bigint): bigint {
  if (b === 0n) throw divideByZero();
  return b;
}

const abs = (b: bigint): bigint => (b < 0n ? -b : b);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function parse(args: unknown[]): PSNumber {
  arity('Parse', args, 1, 3);
  const text = strArg(args, 0).trim();
  if (!/^[+-]?\d+$/.test(text)) {
    throw methodException('Parse', args.length, 'System.FormatException', BAD_FORMAT.replace('Input string', `The value could not be parsed. Input string '${text}'`));
  }
  return bigInteger(BigInt(text));
}

const binary = (name: string, f: (x: bigint, y: bigint) => bigint) => (a: unknown[]) => {
  arity(name, a, 2);
  return bigInteger(f(big(a, 0), big(a, 1)));
};

staticAdder(bigIntegerStatics)(TYPE, {
  properties: { Zero: () => bigInteger(0n), One: () => bigInteger(1n), MinusOne: () => bigInteger(-1n) },
  methods: {
    new: (a) => { arity('new', a, 1); return convertTo(a[0], TYPE); },
    Parse: parse,
    Pow: (a) => {
      arity('Pow', a, 2);
      const e = intArg(a, 1);
      if (e < 0) throw methodException('Pow', 2, 'System.ArgumentOutOfRangeException', "The number must be greater than or equal to zero. (Parameter 'exponent')");
      return bigInteger(big(a, 0) ** BigInt(e));
    },
    Abs: (a) => { arity('Abs', a, 1); return bigInteger(abs(big(a, 0))); },
    Negate: (a) => { arity('Negate', a, 1); return bigInteger(-big(a, 0)); },
    Add: binary('Add', (x, y) => x + y),
    Subtract: binary('Subtract', (x, y) => x - y),
    Multiply: binary('Multiply', (x, y) => x * y),
    Divide: binary('Divide', (x, y) => x / nonZero(y)),
    Remainder: binary('Remainder', (x, y) => x % nonZero(y)),
    Max: binary('Max', (x, y) => (x > y ? x : y)),
    Min: binary('Min', (x, y) => (x < y ? x : y)),
    GreatestCommonDivisor: binary('GreatestCommonDivisor', gcd),
    ModPow: (a) => {
      arity('ModPow', a, 3);
      let base = big(a, 0);
      let e = big(a, 1);
      const m = nonZero(big(a, 2));
      let r = 1n;
      base %= m;
      while (e > 0n) { if (e & 1n) r = (r * base) % m; base = (base * base) % m; e >>= 1n; }
      return bigInteger(r);
    },
    Compare: (a) => { arity('Compare', a, 2); const x = big(a, 0); const y = big(a, 1); return x < y ? -1 : x > y ? 1 : 0; },
  },
});

tableAdder(bigIntegerMembers)((v: unknown) => isBigInteger(v), {
  properties: {
    IsZero: (v: PSNumber) => v.big === 0n,
    IsOne: (v: PSNumber) => v.big === 1n,
    IsEven: (v: PSNumber) => v.big! % 2n === 0n,
    IsPowerOfTwo: (v: PSNumber) => v.big! > 0n && (v.big! & (v.big! - 1n)) === 0n,
    Sign: (v: PSNumber) => (v.big! < 0n ? -1 : v.big! > 0n ? 1 : 0),
  },
});
