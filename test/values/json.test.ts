import { beforeAll, describe, expect, it } from 'vitest';
import {
  fromJson, installMemberTables, JsonParseError, toJson, toJsonResult, toStringValue, typeNameOf,
} from '../../src/engine/values/index.js';
import { PSChar, PSDateTime, PSHashtable, PSObject, PSTimeSpan } from '../../src/engine/values/types.js';
import { makeHost } from './helpers.js';

// The values module alone, without a session: its member tables are installed explicitly (values/index.ts).
beforeAll(() => installMemberTables());

function ordered(entries: [string, unknown][]): PSHashtable {
  const h = new PSHashtable(true);
  for (const [k, v] of entries) h.set(k, v);
  return h;
}

// ConvertTo-Json (PowerShell 7)
const compressed: [string, unknown, string][] = [
  ['null', null, 'null'],
  ['string', 'a"b\\c\n\t\u0001', '"a\\"b\\\\c\\n\\t\\u0001"'],
  ['no html escaping', '<a href=\'x\'>&</a>', '"<a href=\'x\'>&</a>"'],
  ['unicode kept', 'é€😀', '"é€😀"'],
  ['int', 42, '42'],
  ['double', 0.1, '0.1'],
  ['big double', 1e20, '1E+20'],
  ['bool', true, 'true'],
  ['char', new PSChar(65), '"A"'],
  ['array', [1, 'a', null], '[1,"a",null]'],
  ['single element array', [1], '[1]'],
  ['empty array', [], '[]'],
  ['ordered hashtable', ordered([['b', 1], ['a', [1, 2]]]), '{"b":1,"a":[1,2]}'],
  ['empty object', new PSHashtable(), '{}'],
  ['pscustomobject', PSObject.from([['Name', 'x'], ['n', 1.5]]), '{"Name":"x","n":1.5}'],
  ['utc date', new PSDateTime(Date.UTC(2026, 10, 22, 20, 50), 'Utc'), '"2026-11-22T20:50:00Z"'],
  ['local date', new PSDateTime(Date.UTC(2026, 10, 22, 19, 50, 0, 250), 'Local', -60), '"2026-11-22T20:50:00.25+01:00"'],
  ['unspecified date', new PSDateTime(Date.UTC(2026, 0, 2), 'Unspecified'), '"2026-01-02T00:00:00"'],
  ['bytes', Uint8Array.from([1, 2]), '[1,2]'],
];

describe('toJson', () => {
  it.each(compressed)('%s', (_n, v, expected) => {
    expect(toJson(v, { compress: true })).toBe(expected);
  });

  it('indents by two spaces like PowerShell 7', () => {
    const v = ordered([['a', 1], ['b', [1, 2]], ['c', new PSHashtable()], ['d', []]]);
    expect(toJson(v)).toBe('{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ],\n  "c": {},\n  "d": []\n}');
  });

  it('writes objects beyond -Depth as strings and reports it', () => {
    const deep = ordered([['a', ordered([['b', ordered([['c', ordered([['d', 1]])]])]])]]);
    const r = toJsonResult(deep, { compress: true });
    expect(r.text).toBe('{"a":{"b":{"c":"System.Collections.Specialized.OrderedDictionary"}}}');
    expect(r.depthExceeded).toBe(true);
    expect(toJsonResult(deep, { compress: true, depth: 5 }).depthExceeded).toBe(false);
    expect(toJson(ordered([['a', [1, [2, 3]]]]), { compress: true, depth: 1 })).toBe('{"a":[1,"2 3"]}');
    expect(toJson(ordered([['o', PSObject.from([['x', 1]])]]), { compress: true, depth: 0 })).toBe('{"o":"@{x=1}"}');
  });

  it('writes a TimeSpan as its properties, the Total* ones Doubles as PowerShell writes them', () => {
    expect(toJson(new PSTimeSpan(2000), { compress: true })).toBe('{"Ticks":20000000,"Days":0,"Hours":0,"Milliseconds":0,"Minutes":0,"Seconds":2,'
      + '"TotalDays":2.3148148148148147E-05,"TotalHours":0.0005555555555555556,"TotalMilliseconds":2000.0,"TotalMinutes":0.03333333333333333,"TotalSeconds":2.0}');
  });
});

describe('fromJson', () => {
  it('keeps property order, including numeric-looking keys', () => {
    const o = fromJson('{"b":1,"2":2,"a":{"x":[1,2.5,"s",true,null]}}') as PSObject;
    expect(o.properties().map((p) => p.name)).toEqual(['b', '2', 'a']);
    expect(toJson(o, { compress: true, depth: 5 })).toBe('{"b":1,"2":2,"a":{"x":[1,2.5,"s",true,null]}}');
    expect(typeNameOf(o)).toBe('System.Management.Automation.PSCustomObject');
  });

  it('reads integers as Int64 and other numbers as Double, as Json.NET does', () => {
    expect(typeNameOf(fromJson('5'))).toBe('System.Int64');
    expect(typeNameOf(fromJson('5000000000'))).toBe('System.Int64');
    expect(toStringValue(fromJson('9223372036854775807'))).toBe('9223372036854775807');
    expect(typeNameOf(fromJson('1.5'))).toBe('System.Double');
    expect(typeNameOf(fromJson('1e3'))).toBe('System.Double');
    expect(toStringValue(fromJson('1e3'))).toBe('1000');
  });

  it('reads ISO date-times as DateTime, as PowerShell 7 does', () => {
    const utc = fromJson('"2026-11-22T20:50:00Z"') as PSDateTime;
    expect(utc).toBeInstanceOf(PSDateTime);
    expect(utc.kind).toBe('Utc');
    const local = fromJson('"2026-11-22T20:50:00+02:00"', { host: makeHost(-60) }) as PSDateTime;
    expect(local.kind).toBe('Local');
    expect(toStringValue(local)).toBe('11/22/2026 19:50:00');
    expect((fromJson('"2026-11-22T20:50:00"') as PSDateTime).kind).toBe('Unspecified');
    expect(fromJson('"2026-11-22"')).toBe('2026-11-22');
  });

  it('builds hashtables with asHashtable', () => {
    const h = fromJson('{"a":1,"A":2,"":3}', { asHashtable: true }) as PSHashtable;
    expect(h).toBeInstanceOf(PSHashtable);
    // An OrderedHashtable (PowerShell 7.3+): keys that differ in case are two keys.
    expect(toStringValue(h.get('a'))).toBe('1');
    expect(toStringValue(h.get('A'))).toBe('2');
    expect(h.typeName).toBe('System.Management.Automation.OrderedHashtable');
    expect(toStringValue(h.get(''))).toBe('3');
  });

  it('returns null for empty input and round-trips', () => {
    expect(fromJson('')).toBeNull();
    expect(fromJson('  ')).toBeNull();
    const text = '[{"id":1,"tags":["a","b"]},{"id":2,"tags":[]}]';
    expect(toJson(fromJson(text), { compress: true, depth: 5 })).toBe(text);
    expect(fromJson('"\\u00e9\\n"')).toBe('é\n');
  });

  it.each([
    ['{"a":', "Unexpected end when reading JSON. Path 'a', line 1, position 5."],
    ['{"a" 1}', "Invalid character after parsing property name. Expected ':' but got: 1. Path '', line 1, position 5."],
    ['[1,}', "Unexpected character encountered while parsing value: }. Path '[1]', line 1, position 3."],
    ['abc', "Unexpected character encountered while parsing value: a. Path '', line 1, position 0."],
    ['{"a":1} x', "Additional text encountered after finished reading JSON content: x. Path '', line 1, position 8."],
    ['{"a":1,"A":2}', "Cannot convert the JSON string because it contains keys with different casing. Please use the -AsHashTable switch instead. The key that was attempted to be added to the existing key 'a' was 'A'."],
  ])('rejects %s', (text, message) => {
    expect(() => fromJson(text)).toThrow(JsonParseError);
    expect(() => fromJson(text)).toThrow(message);
  });
});
