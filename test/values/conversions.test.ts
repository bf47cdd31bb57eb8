import { describe, expect, it } from 'vitest';
import {
  binaryOperation, convertTo, double, isInstanceOf, localDateTime, resolveType, setIndex, toBoolean, toJson, toStringValue, typeNameOf,
} from '../../src/engine/values/index.js';
import { PSException } from '../../src/engine/errors/error-record.js';
import {
  PSChar, PSDateTime, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue,
} from '../../src/engine/values/types.js';
import { errorOf, makeCtx, NOW } from './helpers.js';

const ctx = makeCtx();
const show = (v: unknown) => toJson(v, { compress: true, depth: 4 });

function obj(entries: [string, unknown][]): PSObject { return PSObject.from(entries); }
function table(entries: [unknown, unknown][], ordered = false): PSHashtable {
  const h = new PSHashtable(ordered);
  for (const [k, v] of entries) h.set(k, v);
  return h;
}

// about_Type_Conversion: PowerShell's string conversion.
const strings: [string, unknown, string][] = [
  ['null', null, ''],
  ['true', true, 'True'],
  ['false', false, 'False'],
  ['int', 42, '42'],
  ['negative', -7, '-7'],
  ['0.1', 0.1, '0.1'],
  ['0.1+0.2', 0.1 + 0.2, '0.3'],
  ['1/3', 1 / 3, '0.333333333333333'],
  ['pi', Math.PI, '3.14159265358979'],
  ['1e20', 1e20, '1E+20'],
  ['1e-5', 0.00001, '1E-05'],
  ['0.0001', 0.0001, '0.0001'],
  ['long', 2 ** 40, '1099511627776'],
  ['array', [1, 'a', 2.5], '1 a 2.5'],
  ['nested array', [1, [2, 3]], '1 System.Object[]'],
  ['empty array', [], ''],
  ['hashtable', new PSHashtable(), 'System.Collections.Hashtable'],
  ['ordered', new PSHashtable(true), 'System.Collections.Specialized.OrderedDictionary'],
  ['pscustomobject', obj([['a', 1], ['b', 'x']]), '@{a=1; b=x}'],
  ['pscustomobject nested', obj([['a', [1, 2]], ['b', null], ['c', new PSHashtable()]]), '@{a=System.Object[]; b=; c=System.Collections.Hashtable}'],
  ['char', new PSChar(65), 'A'],
  ['datetime', new PSDateTime(Date.UTC(2026, 10, 22, 20, 50), 'Utc'), '11/22/2026 20:50:00'],
  ['timespan', new PSTimeSpan(3723000), '01:02:03'],
  ['timespan days', new PSTimeSpan(-(86400000 + 1500)), '-1.00:00:01.5000000'],
  ['guid', new PSGuid('0f8fad5b-d9cb-469f-a165-70867728950e'), '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['type', new PSTypeValue('System.Int32'), 'int'],
  ['exception', new PSException('System.Exception', 'boom'), 'System.Exception: boom'],
  ['bytes', Uint8Array.from([1, 2]), '1 2'],
];

describe('toStringValue', () => {
  it.each(strings)('%s', (_name, v, expected) => {
    expect(toStringValue(v)).toBe(expected);
  });

  it('stops at an object that contains itself', () => {
    const o = PSObject.from([['a', 1]]);
    o.setProperty('self', o);
    expect(toStringValue(o)).toMatch(/^@\{a=1; self=@\{a=1; self=.*System.Management.Automation.PSCustomObject\}+$/);
  });

  it('shows a Local DateTime at its wall-clock time', () => {
    // The test host is one hour east of UTC.
    expect(toStringValue(localDateTime(NOW, ctx.host))).toBe('11/22/2026 21:50:00');
  });
});

// about_Booleans
const booleans: [unknown, boolean][] = [
  [null, false], [0, false], [1, true], [-1, true], ['', false], ['False', true], ['0', true], [[], false],
  [[0], false], [[1], true], [[0, 0], true], [new PSHashtable(), true], [obj([]), true], [0.0, false], [NaN, true],
];

describe('toBoolean', () => {
  it.each(booleans)('%j -> %s', (v, expected) => {
    expect(toBoolean(v)).toBe(expected);
  });
});

const casts: [unknown, string, unknown][] = [
  ['42', 'int', 42],
  [' 42 ', 'int', 42],
  ['0x1F', 'int', 31],
  ['0xFFFFFFFF', 'int', -1],
  ['1e3', 'int', 1000],
  ['2.5', 'int', 2],
  [2.5, 'int', 2],
  [3.5, 'int', 4],
  [-2.5, 'int', -2],
  [-3.5, 'Int32', -4],
  [true, 'int', 1],
  [null, 'int', 0],
  ['', 'int', 0],
  ['10', 'long', 10],
  ['3.25', 'double', 3.25],
  ['1.5', 'decimal', 1.5],
  [255, 'byte', 255],
  [5, 'string', '5'],
  [null, 'string', ''],
  [[1, 2], 'string', '1 2'],
  ['x', 'bool', true],
  ['', 'bool', false],
  [0, 'bool', false],
  [65, 'char', 'A'],
  ['z', 'System.Char', 'z'],
  [5, 'array', [5]],
  [null, 'array', null],
  [[1, 2], 'object[]', [1, 2]],
  [['1', '2'], 'int[]', [1, 2]],
  [5, 'string[]', ['5']],
  ['5', 'void', null],
  ['1.02:03:04', 'timespan', '1.02:03:04'],
  ['00:00:30', 'timespan', '00:00:30'],
  ['{0F8FAD5B-D9CB-469F-A165-70867728950E}', 'guid', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['0f8fad5bd9cb469fa16570867728950e', 'guid', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['2026-11-22', 'datetime', '2026-11-22T00:00:00'],
  ['2026-11-22T20:50:00', 'datetime', '2026-11-22T20:50:00'],
  ['11/22/2026 8:50 PM', 'datetime', '2026-11-22T20:50:00'],
  ['22 Nov 2026', 'datetime', '2026-11-22T00:00:00'],
  ['Nov 22, 2026', 'datetime', '2026-11-22T00:00:00'],
  ['2026-11-22T20:50:00Z', 'datetime', '2026-11-22T21:50:00+01:00'],
];

describe('convertTo', () => {
  it.each(casts)('[%s]%j', (v, type, expected) => {
    const r = convertTo(v, type, ctx);
    expect(show(r instanceof PSTimeSpan ? toStringValue(r) : r)).toBe(show(expected));
  });

  it('builds [pscustomobject] from a hashtable, keeping order', () => {
    const o = convertTo(table([['z', 1], ['a', 2]], true), 'pscustomobject') as PSObject;
    expect(o).toBeInstanceOf(PSObject);
    expect(o.properties().map((p) => p.name)).toEqual(['z', 'a']);
    expect(typeNameOf(o)).toBe('System.Management.Automation.PSCustomObject');
  });

  it('keeps the element type of typed arrays', () => {
    const a = convertTo(['1', 2.5], 'int[]', ctx) as unknown[];
    expect(typeNameOf(a)).toBe('System.Int32[]');
    expect(a).toEqual([1, 2]);
    setIndex(a, 0, '7', ctx);
    expect(a[0]).toBe(7);
    expect(isInstanceOf(a, 'int[]')).toBe(true);
    expect(isInstanceOf(a, 'array')).toBe(true);
    expect(typeNameOf(convertTo('ab', 'char[]'))).toBe('System.Char[]');
    expect(typeNameOf(binaryOperation('+', false, a, 3, ctx))).toBe('System.Object[]');
    expect(errorOf(() => setIndex(a, 0, 'x', ctx)).id).toBe('InvalidCastFromStringToInteger');
  });

  it('converts [hashtable] and [ordered]', () => {
    const h = convertTo(obj([['a', 1]]), 'hashtable') as PSHashtable;
    expect(h.get('A')).toBe(1);
    expect((convertTo(table([['a', 1]]), 'ordered') as PSHashtable).ordered).toBe(true);
  });

  it('raises PowerShell conversion errors', () => {
    expect(errorOf(() => convertTo('abc', 'int'))).toMatchObject({
      message: 'Cannot convert value "abc" to type "System.Int32". Error: "Input string was not in a correct format."',
      id: 'InvalidCastFromStringToInteger', category: 'InvalidArgument',
    });
    expect(errorOf(() => convertTo(3e9, 'int'))).toMatchObject({
      message: 'Cannot convert value "3000000000" to type "System.Int32". Error: "Value was either too large or too small for an Int32."',
      id: 'InvalidCastIConvertible',
    });
    expect(errorOf(() => convertTo(new PSHashtable(), 'int')).message).toBe(
      'Cannot convert the "System.Collections.Hashtable" value of type "System.Collections.Hashtable" to type "System.Int32".');
    expect(errorOf(() => convertTo('ab', 'char')).message).toBe(
      'Cannot convert value "ab" to type "System.Char". Error: "String must be exactly one character long."');
    expect(errorOf(() => convertTo('not a date', 'datetime')).id).toBe('InvalidCastParseTargetInvocation');
    expect(errorOf(() => convertTo('x', 'guid')).id).toBe('InvalidCastParseTargetInvocation');
    expect(errorOf(() => convertTo(1, 'Nope')).message).toBe('Unable to find type [Nope].');
    expect(errorOf(() => convertTo(256, 'byte')).message).toContain('Value was either too large or too small for an unsigned byte.');
  });
});

describe('types', () => {
  it.each([
    [1, 'System.Int32'], [2 ** 31, 'System.Double'], [double(2), 'System.Double'], [1.5, 'System.Double'], ['s', 'System.String'], [true, 'System.Boolean'],
    [[1], 'System.Object[]'], [new PSHashtable(), 'System.Collections.Hashtable'], [new PSHashtable(true), 'System.Collections.Specialized.OrderedDictionary'],
    [obj([]), 'System.Management.Automation.PSCustomObject'], [new PSChar(1), 'System.Char'], [new PSTimeSpan(1), 'System.TimeSpan'],
    [Uint8Array.from([1]), 'System.Byte[]'], [new PSTypeValue('System.Int32'), 'System.RuntimeType'],
  ] as [unknown, string][])('typeNameOf %j is %s', (v, name) => {
    expect(typeNameOf(v)).toBe(name);
  });

  it.each([
    ['int', 'System.Int32'], ['Int32', 'System.Int32'], ['SYSTEM.INT32', 'System.Int32'], ['string', 'System.String'],
    ['hashtable', 'System.Collections.Hashtable'], ['pscustomobject', 'System.Management.Automation.PSCustomObject'],
    ['datetime', 'System.DateTime'], ['math', 'System.Math'], ['guid', 'System.Guid'], ['regex', 'System.Text.RegularExpressions.Regex'],
    ['Exception', 'System.Exception'], ['System.IO.StreamReader', 'System.IO.StreamReader'], ['string[]', 'System.String[]'],
    ['ordered', 'System.Collections.Specialized.OrderedDictionary'], ['System.Collections.Generic.List[string]', 'System.Collections.Generic.List[System.String]'],
  ])('resolveType %s', (name, full) => {
    const t = resolveType(name)!;
    expect(t.fullName).toBe(full);
  });

  it('returns null for unknown types', () => {
    expect(resolveType('NoSuchType')).toBeNull();
    expect(resolveType('StreamReader')).toBeNull();
  });
});
