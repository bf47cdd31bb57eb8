import { describe, expect, it } from 'vitest';
import type { BinaryOperator } from '../../grammar/ast.js';
import {
  binaryOperation, double, exceptionBasesOf, toJson, toNumber, toStringValue, unaryOperation,
} from '../../src/engine/values/index.js';
import { PSChar, PSHashtable, PSTimeSpan, PSTypeValue } from '../../src/engine/values/types.js';
import { errorOf, makeCtx } from './helpers.js';
import { TerminatingError } from '../../src/engine/errors/error-record.js';

const ctx = makeCtx();
const op = (o: BinaryOperator, l: unknown, r: unknown, cs = false) => binaryOperation(o, cs, l, r, ctx);
/** Results compared by their JSON form so arrays, chars and hashtables compare by value. */
const show = (v: unknown) => toJson(v, { compress: true, depth: 4 });

// about_Arithmetic_Operators: the left operand decides.
const arithmetic: [BinaryOperator, unknown, unknown, unknown][] = [
  ['+', 1, 2, 3],
  ['+', '5', 1, '51'],
  ['+', 1, '5', 6],
  ['+', 1, ' 5 ', 6],
  ['+', 1, '0x10', 17],
  ['+', 1, '1e3', double(1001)], // '1e3' is a Double, so the sum is one
  ['+', 1, '1kb', 1025],
  ['+', 1, '', 1],
  ['+', 'a', null, 'a'],
  ['+', null, 1, 1],
  ['+', null, 'x', 'x'],
  ['+', 'n=', 1.5, 'n=1.5'],
  ['+', 'a', [1, 2], 'a1 2'],
  ['+', [1, 2], 3, [1, 2, 3]],
  ['+', [1, 2], [3, 4], [1, 2, 3, 4]],
  ['+', true, 1, 2],
  ['+', 2147483647, 1, 2147483648],
  ['+', 0.1, 0.2, 0.30000000000000004],
  ['-', 5, 3, 2],
  ['-', '5', 1, 4],
  ['-', 10, '4', 6],
  ['-', null, 1, -1],
  ['*', 'ab', 3, 'ababab'],
  ['*', 'ab', 0, ''],
  ['*', [1, 2], 2, [1, 2, 1, 2]],
  ['*', 6, 7, 42],
  ['*', 2, '3', 6],
  ['/', 5, 2, 2.5],
  ['/', 4, 2, 2],
  ['/', '9', 3, 3],
  ['/', -7, 2, -3.5],
  ['%', 7, 3, 1],
  ['%', -7, 3, -1],
  ['%', 7.5, 2, 1.5],
];

describe('arithmetic operators', () => {
  it.each(arithmetic)('%s: %j, %j -> %j', (o, l, r, expected) => {
    expect(show(op(o, l, r))).toBe(show(expected));
  });

  it('adds hashtables, refusing duplicate keys', () => {
    const a = new PSHashtable(); a.set('a', 1);
    const b = new PSHashtable(); b.set('b', 2);
    expect(show(op('+', a, b))).toBe('{"a":1,"b":2}');
    const c = new PSHashtable(); c.set('A', 3);
    expect(errorOf(() => op('+', a, c)).message).toBe("Item has already been added. Key in dictionary: 'a'  Key being added: 'A'");
    expect(errorOf(() => op('+', a, 1)).id).toBe('AddHashTableToNonHashTable');
  });

  it('raises PowerShell errors', () => {
    expect(errorOf(() => op('/', 1, 0))).toMatchObject({ message: 'Attempted to divide by zero.', id: 'RuntimeException', type: 'System.Management.Automation.RuntimeException' });
    expect(errorOf(() => op('%', 1, 0)).message).toBe('Attempted to divide by zero.');
    try { op('/', 1, 0); } catch (e) {
      const inner = (e as TerminatingError).record.exception.innerException!;
      expect(inner.typeName).toBe('System.DivideByZeroException');
      expect(exceptionBasesOf(inner.typeName)).toEqual(['System.ArithmeticException', 'System.SystemException']);
    }
    expect(errorOf(() => op('+', 1, 'abc'))).toMatchObject({
      message: 'Cannot convert value "abc" to type "System.Int32". Error: "Input string was not in a correct format."',
      id: 'InvalidCastFromStringToInteger', category: 'InvalidArgument',
    });
    expect(errorOf(() => op('-', 'abc', 1)).id).toBe('InvalidCastFromStringToInteger');
    expect(errorOf(() => op('-', [1], 1)).message).toBe("Method invocation failed because [System.Object[]] does not contain a method named 'op_Subtraction'.");
    expect(errorOf(() => op('*', 3, 'ab')).id).toBe('InvalidCastFromStringToInteger');
  });

  it('refuses results too large to allocate, as .NET does, instead of exhausting memory', () => {
    expect(errorOf(() => op('*', 'ab', 1e9)).id).toBe('System.OutOfMemoryException');
    expect(errorOf(() => op('*', [1, 2], 1e8)).message).toBe('Array dimensions exceeded supported range.');
    expect(errorOf(() => op('..', 1, 2e9)).message).toBe('Array dimensions exceeded supported range.');
  });
});

// about_Comparison_Operators
const comparisons: [BinaryOperator, unknown, unknown, boolean, unknown][] = [
  ['eq', 1, 1, false, true],
  ['eq', 1, '1', false, true],
  ['eq', '1', 1, false, true],
  ['eq', 1, '1.0', false, true],
  ['eq', '1.0', 1, false, false],
  ['eq', 'abc', 'ABC', false, true],
  ['eq', 'abc', 'ABC', true, false],
  ['ne', 'abc', 'ABC', true, true],
  ['eq', null, null, false, true],
  ['eq', null, 0, false, false],
  ['eq', 0, null, false, false],
  ['eq', '', null, false, false],
  ['eq', true, 'false', false, true],
  ['eq', false, '', false, true],
  ['eq', 1, 'abc', false, false],
  ['eq', 1, true, false, true],
  ['eq', [1, 2, 3, 2], 2, false, [2, 2]],
  ['eq', [1, 2], 5, false, []],
  ['ne', [1, 2, 3], 2, false, [1, 3]],
  ['gt', [1, 2, 3], 1, false, [2, 3]],
  ['lt', 1, 2, false, true],
  ['lt', 'a', 'B', false, true],
  ['lt', 'a', 'A', true, true],
  ['gt', 'b', 'a', false, true],
  ['ge', 2, '2', false, true],
  ['le', 3, 2.5, false, false],
  ['lt', null, 1, false, true],
  ['gt', 1, null, false, true],
  ['gt', '10', 9, false, false],
  ['gt', 10, '9', false, true],
  ['like', 'Hello', 'h*', false, true],
  ['like', 'Hello', 'h*', true, false],
  ['like', 'Hello', 'H?llo', false, true],
  ['like', 'Hello', '[a-h]ello', false, true],
  ['like', 'a*b', 'a`*b', false, true],
  ['like', 'axb', 'a`*b', false, false],
  ['notlike', 'Hello', '*x*', false, true],
  ['like', ['apple', 'banana', 'avocado'], 'a*', false, ['apple', 'avocado']],
  ['match', 'Hello', '^h', false, true],
  ['match', 'Hello', '^h', true, false],
  ['notmatch', 'Hello', 'z', false, true],
  ['match', ['a1', 'b', 'c2'], '\\d', false, ['a1', 'c2']],
  ['match', 'abc\n', 'c$', false, true],
  ['contains', [1, 2, 3], 2, false, true],
  ['contains', [1, 2, 3], '2', false, true],
  ['contains', ['a', 'b'], 'A', false, true],
  ['contains', ['a', 'b'], 'A', true, false],
  ['notcontains', [1, 2], 3, false, true],
  ['contains', 'abc', 'b', false, false],
  ['in', 2, [1, 2, 3], false, true],
  ['notin', 'x', ['a', 'b'], false, true],
  ['in', 'A', ['a'], true, false],
];

describe('comparison operators', () => {
  it.each(comparisons)('-%s %j %j (cs %s) -> %j', (o, l, r, cs, expected) => {
    expect(show(op(o, l, r, cs))).toBe(show(expected));
  });

  it('raises "Could not compare" for -lt with an unconvertible right operand', () => {
    expect(errorOf(() => op('lt', 1, 'abc'))).toMatchObject({
      id: 'ComparisonFailure',
      message: 'Could not compare "1" to "abc". Error: "Cannot convert value "abc" to type "System.Int32". Error: "Input string was not in a correct format.""',
    });
  });

  it('sets $Matches on a scalar match only', () => {
    const c = makeCtx();
    expect(binaryOperation('match', false, 'John Smith', '(?<first>\\w+) (\\w+)', c)).toBe(true);
    expect(c.matches!.get(0)).toBe('John Smith');
    expect(c.matches!.get('first')).toBe('John');
    expect(c.matches!.get(1)).toBe('Smith');
    c.matches = null;
    binaryOperation('match', false, ['ab', 'cd'], 'a', c);
    expect(c.matches).toBeNull();
    binaryOperation('match', false, 'xyz', 'a', c);
    expect(c.matches).toBeNull();
  });
});

const stringOps: [BinaryOperator, unknown, unknown, boolean, unknown][] = [
  ['replace', 'Hello World', 'o', false, 'Hell0 W0rld'.replace(/0/g, '')],
  ['replace', 'Hello', ['l', 'L'], false, 'HeLLo'],
  ['replace', 'Hello', ['L', 'x'], true, 'Hello'],
  ['replace', 'Hello', ['L', 'x'], false, 'Hexxo'],
  ['replace', 'John Smith', ['(\\w+) (\\w+)', '$2, $1'], false, 'Smith, John'],
  ['replace', 'John Smith', ['(?<f>\\w+) (?<l>\\w+)', '${l} ${f}'], false, 'Smith John'],
  ['replace', 'a.b', ['\\.', '$$'], false, 'a$b'],
  ['replace', 'abc', ['b', '[$&]'], false, 'a[b]c'],
  ['replace', ['ab', 'cb'], ['b', 'x'], false, ['ax', 'cx']],
  ['replace', 123, ['2', '-'], false, '1-3'],
  ['replace', 'image.gif', ['\\.gif$', '.jpg'], false, 'image.jpg'],
  ['replace', 'PowerPoint', 'Point', false, 'Power'],
  ['replace', 'book', ['B', 'C'], true, 'book'],
  ['replace', 'domain.example', ['.*\\.(\\w+)$', "Tld of '$0' is - '$1'"], false, "Tld of 'domain.example' is - 'example'"],
  ['split', 'a,b,c', ',', false, ['a', 'b', 'c']],
  ['split', 'a1b2c', '\\d', false, ['a', 'b', 'c']],
  ['split', 'a,b,c', [',', 2], false, ['a', 'b,c']],
  ['split', 'a b c d', [' ', -3], false, ['a b', 'c', 'd']],
  ['split', 'a b c d', [' ', -1], false, ['a b c d']],
  ['split', 'a1:b1:c1:d', '1(:)', false, ['a', ':', 'b', ':', 'c', ':', 'd']],
  ['split', 'a: b:c', [': ', 0, 'IgnorePatternWhitespace'], false, ['a', ' b', 'c']],
  ['split', 'a:b', ['(:)', 0, 'ExplicitCapture'], false, ['a', 'b']],
  ['split', 'abcBd', ['B', 0, 'IgnoreCase'], true, ['a', 'c', 'd']],
  ['split', 'abc', ['B', 0, 'SimpleMatch,IgnoreCase'], false, ['a', 'c']],
  ['split', 'a12a\nb34b', '^b', false, ['a12a\nb34b']],
  ['split', 'a.b', ['.', 0, 'SimpleMatch'], false, ['a', 'b']],
  ['split', 'aXbxc', 'x', false, ['a', 'b', 'c']],
  ['split', 'aXbxc', 'x', true, ['aXb', 'c']],
  ['split', 'a-b', '(-)', false, ['a', '-', 'b']],
  ['split', 'abc', '', false, ['', 'a', 'b', 'c', '']],
  ['split', ['a b', 'c d'], ' ', false, ['a', 'b', 'c', 'd']],
  ['join', [1, 2, 3], ',', false, '1,2,3'],
  ['join', [1, [2, 3]], '-', false, '1-System.Object[]'],
  ['join', 'x', ',', false, 'x'],
  ['join', [null, 'a'], ',', false, ',a'],
];

describe('string operators', () => {
  it.each(stringOps)('-%s %j %j (cs %s) -> %j', (o, l, r, cs, expected) => {
    expect(show(op(o, l, r, cs))).toBe(show(expected));
  });

  it('unary -split and -join', () => {
    expect(show(unaryOperation('split', '  a  b c '))).toBe('["a","b","c"]');
    expect(unaryOperation('join', ['a', 'b', 1])).toBe('ab1');
  });

  it('reports a replace with too many arguments', () => {
    expect(errorOf(() => op('replace', 'a', ['a', 'b', 'c'])).id).toBe('BadReplaceArgument');
    expect(errorOf(() => op('match', 'a', '('))).toMatchObject({ message: 'The regular expression pattern ( is not valid.', id: 'InvalidRegularExpression' });
    expect(errorOf(() => op('split', 'abc', ['B', 0, 'RegexMatch,SimpleMatch'])).id).toBe('InvalidSplitOptionCombination');
    expect(show(op('split', 'a12a\nb34b', ['^b', 0, 'Multiline']))).toBe('["a12a\\n","34b"]');
  });
});

// about_Operators: Format operator -f (.NET composite formatting, en-US).
const formats: [string, unknown, string][] = [
  ['{0}', 1, '1'],
  ['{0} and {1}', ['a', 'b'], 'a and b'],
  ['{1}{0}', ['a', 'b'], 'ba'],
  ['[{0,5}]', 42, '[   42]'],
  ['[{0,-5}]', 42, '[42   ]'],
  ['{0:N2}', 1234.5678, '1,234.57'],
  ['{0:N0}', 1234567, '1,234,567'],
  ['{0:D3}', 7, '007'],
  ['{0:X}', 255, 'FF'],
  ['{0:x4}', 255, '00ff'],
  ['{0:F1}', 2.25, '2.3'],
  ['{0:F2}', 2.675, '2.67'],
  ['{0:P1}', 0.256, '25.6%'],
  ['{0:C}', 1234.5, '$1,234.50'],
  ['{0:E2}', 12345, '1.23E+004'],
  ['{0:0.00}', 3.14159, '3.14'],
  ['{0:#,##0.0}', 12345.67, '12,345.7'],
  ['{0:000}', 5, '005'],
  ['{0:#.##}', 0.5, '.5'],
  ['{0:0%}', 0.25, '25%'],
  ['{{{0}}}', 'x', '{x}'],
  ['{0}', 0.1 + 0.2, '0.30000000000000004'],
  ['{0}', true, 'True'],
  ['{0}', null, ''],
  ['{0:G}', 1e20, '1E+20'],
  ['{0:0.0;(0.0)}', -5, '(5.0)'],
  ['{0:0.0;(0.0);zero}', 0, 'zero'],
  ['{0:#,##0,K}', 1234, '1K'],
  ['{0:# items}', 5, '5 items'],
  ['{0:F2}', 1e21, '1000000000000000000000.00'],
  ['{0:X}', -255, 'FFFFFF01'],
  ['{0:N0}', 12.5, '13'],
  ['{0:G4}', 123.456, '123.5'],
];

describe('-f', () => {
  it.each(formats)('%s -f %j -> %s', (f, args, expected) => {
    expect(op('f', f, args)).toBe(expected);
  });

  it('formats dates and time spans', () => {
    const d = binaryOperation('as', false, '2026-03-04 05:06:07', new PSTypeValue('System.DateTime'), ctx);
    expect(op('f', '{0:yyyy-MM-dd HH:mm:ss}', d)).toBe('2026-03-04 05:06:07');
    expect(op('f', '{0:dddd, MMMM d}', d)).toBe('Wednesday, March 4');
    expect(op('f', '{0:d}', d)).toBe('3/4/2026');
    expect(op('f', '{0}', new PSTimeSpan(90061000))).toBe('1.01:01:01');
  });

  it('reports a missing argument', () => {
    expect(errorOf(() => op('f', '{1}', ['a'])).message).toBe(
      'Error formatting a string: Index (zero based) must be greater than or equal to zero and less than the size of the argument list.');
  });
});

const typeOps: [BinaryOperator, unknown, unknown, unknown][] = [
  ['is', 5, 'int', true],
  ['is', 5, 'long', false],
  ['is', 5, 'double', false],
  ['is', 5.5, 'double', true],
  ['is', 5, 'System.ValueType', true],
  ['is', 'a', 'string', true],
  ['is', 'a', 'object', true],
  ['is', null, 'object', false],
  ['is', [1], 'array', true],
  ['is', [1], 'object[]', true],
  ['is', new PSHashtable(), 'hashtable', true],
  ['is', new PSHashtable(), 'System.Collections.IDictionary', true],
  ['isnot', 'a', 'int', true],
  ['as', '5', 'int', 5],
  ['as', 'abc', 'int', null],
  ['as', '2.5', 'int', 2],
  ['as', 3, 'string', '3'],
  ['as', 'x', 'char', 'x'],
];

describe('-is -isnot -as', () => {
  it.each(typeOps)('%j -%s [%s]', (o, l, type, expected) => {
    expect(show(op(o, l, type))).toBe(show(expected));
    expect(show(op(o, l, op('as', type, 'type')))).toBe(show(expected));
  });

  it('raises TypeNotFound for an unknown type', () => {
    expect(errorOf(() => op('is', 1, 'NoSuchType')).message).toBe('Unable to find type [NoSuchType].');
  });
});

const ranges: [unknown, unknown, unknown][] = [
  [1, 5, [1, 2, 3, 4, 5]],
  [3, 1, [3, 2, 1]],
  [-1, 1, [-1, 0, 1]],
  ['1', '3', [1, 2, 3]],
  [0, 0, [0]],
];

describe('ranges, logic and bitwise', () => {
  it.each(ranges)('%j..%j', (a, b, expected) => {
    expect(show(op('..', a, b))).toBe(show(expected));
  });

  it('makes char ranges', () => {
    expect((op('..', 'a', 'e') as PSChar[]).map((c) => toStringValue(c)).join('')).toBe('abcde');
  });

  it.each([
    ['band', 12, 10, 8], ['bor', 12, 10, 14], ['bxor', 12, 10, 6], ['shl', 1, 4, 16], ['shr', 256, 4, 16],
    ['shr', -16, 2, -4], ['band', 0xffffffff, 0xff, 255], ['shl', 1, 31, -2147483648], ['bor', 4294967296, 1, 4294967297],
  ] as [BinaryOperator, number, number, number][])('-%s %d %d -> %d', (o, a, b, expected) => {
    // Operands beyond Int32 make the operation (and its result) an Int64.
    expect(toNumber(op(o, a, b))).toBe(expected);
  });

  it.each([
    ['not', 0, true], ['not', '', true], ['not', 'a', false], ['not', [], true], ['not', [0], true], ['not', [0, 0], false],
    ['bnot', 5, -6], ['-', 5, -5], ['-', '3', -3], ['+', '7', 7],
  ] as ['not' | 'bnot' | '-' | '+', unknown, unknown][])('unary %s %j -> %j', (o, v, expected) => {
    expect(unaryOperation(o, v)).toBe(expected);
  });

  it('-xor', () => {
    expect(op('xor', true, false)).toBe(true);
    expect(op('xor', 1, 'a')).toBe(false);
  });
});
