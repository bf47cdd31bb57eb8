import { beforeAll, describe, expect, it } from 'vitest';
import {
  getIndex, getMember, getStaticMember, installMemberTables, invokeMethod, invokeStaticMethod, toJson, toStringValue,
} from '../../src/engine/values/index.js';
import { PSDateTime, PSEnumValue, PSGuid, PSTypeValue } from '../../src/engine/values/types.js';
import { PSException } from '../../src/engine/errors/error-record.js';
import { binaryOperation, double, exceptionBasesOf } from '../../src/engine/values/index.js';
import { errorOf, makeCtx } from './helpers.js';

// The values module alone, without a session: its member tables are installed explicitly (values/index.ts).
beforeAll(() => installMemberTables());

const ctx = makeCtx();
const show = (v: unknown) => toJson(v, { compress: true, depth: 4 });
/** System.Math returns a Double for a Double argument, even when the value is whole (ConvertTo-Json writes 2.0). */
const D = (n: number) => double(n);
const st = (type: string, name: string, ...args: unknown[]) => invokeStaticMethod(type, name, args, ctx);

const methods: [string, string, unknown[], unknown][] = [
  ['math', 'Round', [2.5], D(2)],
  ['math', 'Round', [3.5], D(4)],
  ['math', 'Round', [-2.5], D(-2)],
  ['math', 'Round', [2.675, 2], 2.68], // 2.675 * 100 is exactly 267.5 in binary, as in .NET Core
  ['math', 'Round', [1.005, 2], D(1)],
  ['math', 'Round', [0.125, 2], 0.12],
  ['math', 'Round', [2.5, 'AwayFromZero'], D(3)],
  ['math', 'Round', [1.2345, 3], 1.234],
  ['math', 'Floor', [2.7], D(2)],
  ['math', 'Ceiling', [2.1], D(3)],
  ['math', 'Abs', [-4], 4],
  ['math', 'Max', [3, '7'], 7],
  ['math', 'Min', [3, 7], 3],
  ['math', 'Pow', [2, 10], D(1024)],
  ['math', 'Sqrt', [16], D(4)],
  ['math', 'Truncate', [-2.7], D(-2)],
  ['string', 'IsNullOrEmpty', [''], true],
  ['string', 'IsNullOrEmpty', [null], true],
  ['string', 'IsNullOrEmpty', ['a'], false],
  ['string', 'IsNullOrWhiteSpace', ['  '], true],
  ['string', 'Join', [',', [1, 2, 3]], '1,2,3'],
  ['string', 'Join', ['-', 'a', 'b'], 'a-b'],
  ['string', 'Format', ['{0}-{1}', 'a', 'b'], 'a-b'],
  ['string', 'Concat', ['a', 1, 'b'], 'a1b'],
  ['string', 'new', ['-', 3], '---'],
  ['string', 'Compare', ['a', 'B'], -1],
  ['string', 'Compare', ['a', 'A', true], 0],
  ['int', 'Parse', ['42'], 42],
  ['double', 'Parse', ['2.5'], 2.5],
  ['char', 'IsDigit', ['5'], true],
  ['char', 'IsLetter', ['5'], false],
  ['char', 'IsWhiteSpace', [' '], true],
  ['convert', 'ToBase64String', [Uint8Array.from([104, 105])], 'aGk='],
  ['convert', 'ToInt32', ['ff', 16], 255],
  ['convert', 'ToInt32', ['101', 2], 5],
  ['convert', 'ToInt32', ['12'], 12],
  ['convert', 'ToString', [255, 16], 'ff'],
  ['regex', 'Escape', ['a.b*c'], 'a\\.b\\*c'],
  ['regex', 'IsMatch', ['abc', 'B', 'IgnoreCase'], true],
  ['regex', 'IsMatch', ['abc', 'B'], false],
  ['regex', 'Replace', ['a1b22', '\\d+', '#'], 'a#b#'],
  ['regex', 'Split', ['a1b2c', '\\d'], ['a', 'b', 'c']],
  ['timespan', 'FromSeconds', [90], '00:01:30'],
  ['timespan', 'FromMinutes', [1.5], '00:01:30'],
  ['timespan', 'FromMilliseconds', [1500], '00:00:01.5000000'],
  ['timespan', 'new', [1, 2, 3], '01:02:03'],
  ['datetime', 'new', [2026, 2, 3], '02/03/2026 00:00:00'],
  ['datetime', 'Parse', ['2026-02-03 04:05'], '02/03/2026 04:05:00'],
  ['datetime', 'DaysInMonth', [2024, 2], 29],
  ['datetime', 'ParseExact', ['22/11/2026 08:50 PM', 'dd/MM/yyyy hh:mm tt', null], '11/22/2026 20:50:00'],
  ['datetime', 'ParseExact', ['20261122', 'yyyyMMdd', null], '11/22/2026 00:00:00'],
  ['datetime', 'ParseExact', ['Nov 22 2026', ['yyyy-MM-dd', 'MMM dd yyyy'], null], '11/22/2026 00:00:00'],
  ['datetime', 'IsLeapYear', [2100], false],
  ['System.Uri', 'EscapeDataString', ['a b&c'], 'a%20b%26c'],
];

describe('static methods', () => {
  it.each(methods)('[%s]::%s(%j)', (type, name, args, expected) => {
    const r = st(type, name, ...args);
    const v = typeof expected === 'string' && typeof r !== 'string' ? toStringValue(r) : r;
    expect(show(v)).toBe(show(expected));
  });

  it('Encoding and Base64 round trip', () => {
    const utf8 = getStaticMember('System.Text.Encoding', 'UTF8', ctx);
    const bytes = invokeMethod(utf8, 'GetBytes', ['héllo €'], ctx) as Uint8Array;
    expect(Array.from(bytes)).toEqual([104, 195, 169, 108, 108, 111, 32, 226, 130, 172]);
    const b64 = st('convert', 'ToBase64String', bytes);
    expect(b64).toBe('aMOpbGxvIOKCrA==');
    expect(invokeMethod(utf8, 'GetString', [st('convert', 'FromBase64String', b64)], ctx)).toBe('héllo €');
    expect(errorOf(() => st('convert', 'FromBase64String', '***')).id).toBe('FormatException');
  });

  it('regex Match and Matches', () => {
    const m = st('regex', 'Match', 'order 66 and 7', '(?<n>\\d+)');
    expect(getMember(m, 'Success', ctx)).toBe(true);
    expect(getMember(m, 'Value', ctx)).toBe('66');
    expect(getMember(m, 'Index', ctx)).toBe(6);
    const groups = getMember(m, 'Groups', ctx);
    expect(getMember(getIndex(groups, 1, ctx), 'Value', ctx)).toBe('66');
    expect(getMember(getIndex(groups, 'n', ctx), 'Value', ctx)).toBe('66');
    const all = st('regex', 'Matches', 'a1b22c333', '\\d+') as unknown[];
    expect(all.map((x) => getMember(x, 'Value', ctx))).toEqual(['1', '22', '333']);
  });

  it('clock, guid and environment come from the host', () => {
    const now = getStaticMember('datetime', 'Now', ctx) as PSDateTime;
    expect(now.kind).toBe('Local');
    expect(toStringValue(now)).toBe('11/22/2026 21:50:00');
    expect(toStringValue(getStaticMember('datetime', 'UtcNow', ctx))).toBe('11/22/2026 20:50:00');
    expect(toStringValue(getStaticMember('datetime', 'Today', ctx))).toBe('11/22/2026 00:00:00');
    const g = st('guid', 'NewGuid') as PSGuid;
    expect(g.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(toStringValue(getStaticMember('guid', 'Empty', ctx))).toBe('00000000-0000-0000-0000-000000000000');
    expect(getStaticMember('Environment', 'NewLine', ctx)).toBe('\n');
    expect(st('Environment', 'GetEnvironmentVariable', 'SVC_TEST')).toBe('yes');
  });

  it('constants', () => {
    expect(getStaticMember('math', 'PI', ctx)).toBe(Math.PI);
    expect(getStaticMember('int', 'MaxValue', ctx)).toBe(2147483647);
    expect(getStaticMember('int', 'MinValue', ctx)).toBe(-2147483648);
    expect(getStaticMember('string', 'Empty', ctx)).toBe('');
    expect(getStaticMember('System.StringComparison', 'OrdinalIgnoreCase', ctx)).toEqual(new PSEnumValue('System.StringComparison', 5));
    expect(getStaticMember('math', 'NoSuchThing', ctx)).toBeNull();
  });

  it('exceptions and ::new', () => {
    const e = st('System.Exception', 'new', 'boom');
    expect(getMember(e, 'Message', ctx)).toBe('boom');
    expect((invokeMethod(e, 'GetType', [], ctx) as PSTypeValue).fullName).toBe('System.Exception');
    const arg = st('System.ArgumentNullException', 'new', 'x') as PSException;
    expect(exceptionBasesOf(arg.typeName)).toEqual(['System.ArgumentException', 'System.SystemException']);
    expect(binaryOperation('is', false, arg, 'System.ArgumentException', ctx)).toBe(true);
    const dict = st('System.Collections.Generic.Dictionary[string,int]', 'new');
    invokeMethod(dict, 'Add', ['a', 1], ctx);
    expect(invokeMethod(dict, 'ContainsKey', ['a'], ctx)).toBe(true);
    const sb = st('System.Text.StringBuilder', 'new');
    invokeMethod(invokeMethod(sb, 'Append', ['a'], ctx), 'AppendLine', ['b'], ctx);
    expect(toStringValue(sb)).toBe('ab\n');
  });

  it('reports unknown methods and types as PowerShell does', () => {
    expect(errorOf(() => st('math', 'Foo'))).toMatchObject({
      message: "Method invocation failed because [System.Math] does not contain a method named 'Foo'.", id: 'MethodNotFound',
    });
    expect(errorOf(() => getStaticMember('NoSuchType', 'X', ctx))).toMatchObject({ message: 'Unable to find type [NoSuchType].', id: 'TypeNotFound' });
    expect(errorOf(() => st('int', 'Parse', 'abc')).id).toBe('FormatException');
    expect(errorOf(() => st('datetime', 'ParseExact', '2026-11-22', 'dd/MM/yyyy', null)).id).toBe('FormatException');
    expect(errorOf(() => st('math', 'Round', 1, 2, 3, 4)).id).toBe('MethodCountCouldNotFindBest');
    expect(errorOf(() => st('math', 'constructor')).id).toBe('MethodNotFound');
    expect(getStaticMember('math', '__proto__', ctx)).toBeNull();
  });
});

