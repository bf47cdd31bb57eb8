import { describe, expect, it } from 'vitest';
import {
  getMember, invokeMethod, PSList, installMemberTables, setMember, toJson, toStringValue, convertTo,
} from '../../src/engine/values/index.js';
import { ErrorRecord, PSException, runtimeError } from '../../src/engine/errors/error-record.js';
import {
  PSEnumValue, PSChar, PSDateTime, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue,
} from '../../src/engine/values/types.js';
import { errorOf, makeCtx } from './helpers.js';

const ctx = makeCtx();
const show = (v: unknown) => toJson(v, { compress: true, depth: 4 });
const call = (t: unknown, name: string, ...args: unknown[]) => invokeMethod(t, name, args, ctx);
const get = (t: unknown, name: string) => getMember(t, name, ctx);

const stringMethods: [string, string, unknown[], unknown][] = [
  ['Hello', 'ToUpper', [], 'HELLO'],
  ['Hello', 'toupper', [], 'HELLO'],
  ['Hello', 'ToLower', [], 'hello'],
  ['  hi  ', 'Trim', [], 'hi'],
  ['xxhixx', 'Trim', ['x'], 'hi'],
  ['  hi  ', 'TrimStart', [], 'hi  '],
  ['hi!!', 'TrimEnd', ['!'], 'hi'],
  ['Hello', 'Substring', [1], 'ello'],
  ['Hello', 'Substring', [1, 3], 'ell'],
  ['Hello', 'IndexOf', ['l'], 2],
  ['Hello', 'IndexOf', ['L'], -1],
  ['Hello', 'IndexOf', ['L', 'OrdinalIgnoreCase'], 2],
  ['Hello', 'LastIndexOf', ['l'], 3],
  ['Hello', 'Contains', ['ell'], true],
  ['Hello', 'Contains', ['ELL'], false],
  ['Hello', 'StartsWith', ['He'], true],
  ['Hello', 'EndsWith', ['lo'], true],
  ['Hello', 'Replace', ['l', 'L'], 'HeLLo'],
  ['a,b,,c', 'Split', [','], ['a', 'b', '', 'c']],
  ['a,b;c', 'Split', [[',', ';']], ['a', 'b', 'c']],
  ['a--b', 'Split', ['--'], ['a', 'b']],
  ['a,b,,c', 'Split', [',', 'RemoveEmptyEntries'], ['a', 'b', 'c']],
  ['7', 'PadLeft', [3, '0'], '007'],
  ['7', 'PadRight', [3], '7  '],
  ['Hllo', 'Insert', [1, 'e'], 'Hello'],
  ['Hello', 'Remove', [1, 3], 'Ho'],
  ['ab', 'Equals', ['ab'], true],
  ['ab', 'Equals', ['AB'], false],
  ['a', 'CompareTo', ['b'], -1],
  ['Hello', 'GetType', [], null],
];

describe('string members', () => {
  it.each(stringMethods)('%j.%s(%j)', (s, name, args, expected) => {
    const r = call(s, name, ...args);
    if (name === 'GetType') expect((r as PSTypeValue).fullName).toBe('System.String');
    else expect(show(r)).toBe(show(expected));
  });

  it('has Length and ToCharArray', () => {
    expect(get('Hello', 'Length')).toBe(5);
    expect(get('Hello', 'length')).toBe(5);
    expect((call('ab', 'ToCharArray') as PSChar[]).map((c) => toStringValue(c))).toEqual(['a', 'b']);
  });

  it('raises PowerShell errors for bad calls', () => {
    expect(errorOf(() => call('abc', 'Substring', 5))).toMatchObject({
      message: 'Exception calling "Substring" with "1" argument(s): "startIndex cannot be larger than length of string. (Parameter \'startIndex\')"',
      id: 'ArgumentOutOfRangeException',
    });
    expect(errorOf(() => call('abc', 'Foo'))).toMatchObject({
      message: "Method invocation failed because [System.String] does not contain a method named 'Foo'.", id: 'MethodNotFound',
    });
    expect(errorOf(() => call('abc', 'Substring', 1, 2, 3)).id).toBe('MethodCountCouldNotFindBest');
    expect(errorOf(() => call(null, 'Foo')).message).toBe('You cannot call a method on a null-valued expression.');
    expect(errorOf(() => call('x', 'PadLeft', 2e9)).id).toBe('ArgumentOutOfRangeException');
  });
});

// The sandbox's safety: no JavaScript property or prototype is reachable through the member table.
const escapes = ['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__',
  'isPrototypeOf', 'map', 'push', 'charAt', 'call', 'apply', 'bind', 'then'];
const targets: [string, unknown][] = [
  ['string', 'x'], ['number', 1], ['array', [1, 2]], ['hashtable', new PSHashtable()], ['object', PSObject.from([['a', 1]])],
  ['bool', true], ['datetime', new PSDateTime(0, 'Utc')], ['scriptless exception', new PSException('System.Exception', 'm')],
];

describe('JavaScript escape attempts', () => {
  for (const [kind, target] of targets) {
    it.each(escapes)(`${kind}.%s reads as $null or a PowerShell member`, (name) => {
      const v = get(target, name);
      expect(typeof v === 'function').toBe(false);
      if (name !== 'toString') expect(v).toBeNull();
    });
    it.each(escapes.filter((n) => !/^(toString)$/i.test(n)))(`${kind}.%s() is MethodNotFound`, (name) => {
      expect(errorOf(() => call(target, name)).id).toBe('MethodNotFound');
    });
  }

  it('toString() is .NET ToString, not JavaScript', () => {
    expect(call(PSObject.from([['a', 1]]), 'toString')).toBe('@{a=1}');
    expect(call([1, 2], 'ToString')).toBe('System.Object[]');
    expect(call(0.1 + 0.2, 'ToString')).toBe('0.30000000000000004');
    expect(get(new PSHashtable(), 'toString')).toBeNull();
  });

  it('cannot set JavaScript properties', () => {
    const o = PSObject.from([['a', 1]]);
    expect(errorOf(() => setMember(o, '__proto__', 1, ctx)).id).toBe('PropertyNotFound');
    expect(errorOf(() => setMember('x', 'constructor', 1, ctx)).id).toBe('PropertyNotFound');
    expect(errorOf(() => setMember('x', 'Length', 1, ctx)).message).toBe("'Length' is a ReadOnly property.");
    const h = new PSHashtable();
    setMember(h, '__proto__', 5, ctx);
    expect(h.get('__proto__')).toBe(5);
    expect(Object.getPrototypeOf(h)).toBe(PSHashtable.prototype);
  });
});

describe('collections', () => {
  it('arrays: Count, Length, Contains, IndexOf, fixed size', () => {
    const a = [1, 2, 'x'];
    expect(get(a, 'Count')).toBe(3);
    expect(get(a, 'Length')).toBe(3);
    expect(call(a, 'Contains', 'x')).toBe(true);
    expect(call(a, 'Contains', 'X')).toBe(false);
    expect(call(a, 'IndexOf', 2)).toBe(1);
    expect(errorOf(() => call(a, 'Add', 4)).message).toBe('Exception calling "Add" with "1" argument(s): "Collection was of a fixed size."');
    expect((call(a, 'GetType') as PSTypeValue).fullName).toBe('System.Object[]');
  });

  it('member enumeration over elements', () => {
    const users = [PSObject.from([['Name', 'ann'], ['Tags', ['a', 'b']]]), PSObject.from([['Name', 'bob'], ['Tags', ['c']]])];
    expect(show(get(users, 'Name'))).toBe('["ann","bob"]');
    expect(show(get(users, 'Tags'))).toBe('["a","b","c"]');
    expect(get([PSObject.from([['Name', 'solo']])], 'Name')).toBe('solo');
    // Custom objects without the property give $null each (PowerShell #13752); other values give nothing.
    expect(get(users, 'Missing')).toEqual([null, null]);
    expect(get(['a', 1], 'Missing')).toBeNull();
    expect(show(call(['a', 'b'], 'ToUpper'))).toBe('["A","B"]');
    const hashes = [new PSHashtable(), new PSHashtable()];
    hashes[0].set('k', 1); hashes[1].set('k', 2);
    expect(show(get(hashes, 'k'))).toBe('[1,2]');
  });

  it('hashtables: keys first, then members', () => {
    const h = new PSHashtable();
    h.set('a', 1);
    h.set('Count', 'key wins');
    expect(get(h, 'A')).toBe(1);
    expect(get(h, 'Count')).toBe('key wins');
    h.delete('Count');
    expect(get(h, 'Count')).toBe(1);
    expect(show(get(h, 'Keys'))).toBe('["a"]');
    expect(call(h, 'ContainsKey', 'A')).toBe(true);
    expect(call(h, 'ContainsValue', 1)).toBe(true);
    call(h, 'Add', 'b', 2);
    expect(errorOf(() => call(h, 'Add', 'B', 3))).toMatchObject({
      message: 'Exception calling "Add" with "2" argument(s): "Item has already been added. Key in dictionary: \'b\'  Key being added: \'B\'"',
      id: 'ArgumentException',
    });
    call(h, 'Remove', 'a');
    expect(show(get(h, 'Keys'))).toBe('["b"]');
    const c = call(h, 'Clone') as PSHashtable;
    setMember(c, 'z', 9, ctx);
    expect(h.has('z')).toBe(false);
    const entries = call(h, 'GetEnumerator') as unknown[];
    expect(get(entries[0], 'Key')).toBe('b');
    expect(get(entries[0], 'Value')).toBe(2);
    expect(get(h, 'missing')).toBeNull();
  });

  it('ArrayList and List[T]', () => {
    const l = invokeStatic('System.Collections.ArrayList');
    expect(call(l, 'Add', 'a')).toBe(0);
    expect(call(l, 'Add', 'b')).toBe(1);
    call(l, 'Remove', 'a');
    expect(show(l)).toBe('["b"]');
    expect(get(l, 'Count')).toBe(1);
    const typed = invokeStatic('System.Collections.Generic.List[int]');
    expect(call(typed, 'Add', '5')).toBeUndefined();
    expect(show(typed)).toBe('[5]');
    expect((call(typed, 'GetType') as PSTypeValue).fullName).toBe('System.Collections.Generic.List[System.Int32]');
  });
});

import { invokeStaticMethod } from '../../src/engine/values/index.js';
function invokeStatic(type: string): PSList { return invokeStaticMethod(type, 'new', [], ctx) as PSList; }

describe('objects, numbers and dates', () => {
  it('PSCustomObject properties and psobject.Properties', () => {
    const o = PSObject.from([['Name', 'x'], ['Age', 3]]);
    expect(get(o, 'name')).toBe('x');
    setMember(o, 'Age', 4, ctx);
    expect(get(o, 'Age')).toBe(4);
    expect(errorOf(() => setMember(o, 'Nope', 1, ctx)).message).toBe(
      "The property 'Nope' cannot be found on this object. Verify that the property exists and can be set.");
    const props = get(get(o, 'psobject'), 'Properties') as unknown[];
    expect(show(get(props, 'Name'))).toBe('["Name","Age"]');
    expect(show(get(props, 'Value'))).toBe('["x",4]');
    expect((call(o, 'GetType') as PSTypeValue).fullName).toBe('System.Management.Automation.PSCustomObject');
  });

  it('numbers: ToString(format), CompareTo, Equals', () => {
    expect(call(1234.5, 'ToString', 'N1')).toBe('1,234.5');
    expect(call(255, 'ToString', 'X2')).toBe('FF');
    expect(call(3, 'CompareTo', 5)).toBe(-1);
    expect(call(5, 'Equals', 5)).toBe(true);
    expect(call(5, 'Equals', '5')).toBe(false);
    expect(get(5, 'Count')).toBe(1);
    expect(get(null, 'Count')).toBe(0);
  });

  it('DateTime members', () => {
    const d = convertTo('2026-01-31T10:20:30.5', 'datetime', ctx) as PSDateTime;
    expect([get(d, 'Year'), get(d, 'Month'), get(d, 'Day'), get(d, 'Hour'), get(d, 'Minute'), get(d, 'Second'), get(d, 'Millisecond')])
      .toEqual([2026, 1, 31, 10, 20, 30, 500]);
    // DayOfWeek is an enum value (System.DayOfWeek), shown by its name.
    expect(toStringValue(get(d, 'DayOfWeek'))).toBe('Saturday');
    expect(get(d, 'DayOfYear')).toBe(31);
    expect(toStringValue(call(d, 'AddMonths', 1))).toBe('02/28/2026 10:20:30');
    expect(toStringValue(call(d, 'AddDays', 1.5))).toBe('02/01/2026 22:20:30');
    expect(toStringValue(call(d, 'AddYears', -1))).toBe('01/31/2025 10:20:30');
    expect(call(d, 'ToString', 'yyyy-MM-dd HH:mm:ss.fff')).toBe('2026-01-31 10:20:30.500');
    expect(call(d, 'ToString')).toBe('1/31/2026 10:20:30 AM');
    expect(call(d, 'ToString', 'o')).toBe('2026-01-31T10:20:30.5000000');
    expect(toStringValue(get(d, 'Date'))).toBe('01/31/2026 00:00:00');
    expect(get(d, 'Kind')).toEqual(new PSEnumValue('System.DateTimeKind', 0));
    const utc = new PSDateTime(Date.UTC(2026, 10, 22, 20, 50), 'Utc');
    expect(call(utc, 'ToString', 'o')).toBe('2026-11-22T20:50:00.0000000Z');
    const local = call(utc, 'ToLocalTime') as PSDateTime;
    expect(call(local, 'ToString', 'o')).toBe('2026-11-22T21:50:00.0000000+01:00');
    expect(call(call(local, 'ToUniversalTime'), 'ToString', 'u')).toBe('2026-11-22 20:50:00Z');
    const span = call(utc, 'Subtract', new PSDateTime(Date.UTC(2026, 10, 21, 18, 0), 'Utc')) as PSTimeSpan;
    expect(toStringValue(span)).toBe('1.02:50:00');
  });

  it('TimeSpan and Guid members', () => {
    const t = new PSTimeSpan(93784500);
    expect([get(t, 'Days'), get(t, 'Hours'), get(t, 'Minutes'), get(t, 'Seconds'), get(t, 'Milliseconds')]).toEqual([1, 2, 3, 4, 500]);
    expect(get(t, 'TotalSeconds')).toBe(93784.5);
    expect(get(t, 'TotalMinutes')).toBeCloseTo(1563.075);
    const g = new PSGuid('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(get(g, 'Guid')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(call(g, 'ToString', 'N')).toBe('0f8fad5bd9cb469fa16570867728950e');
  });

  it('type objects', () => {
    const t = new PSTypeValue('System.Int32');
    expect(get(t, 'Name')).toBe('Int32');
    expect(get(t, 'FullName')).toBe('System.Int32');
    expect(call(t, 'ToString')).toBe('System.Int32');
    expect((call(t, 'GetType') as PSTypeValue).fullName).toBe('System.RuntimeType');
  });
});

describe('errors', () => {
  it('ErrorRecord and exception members', () => {
    const err = runtimeError('Attempted to divide by zero.', 'RuntimeException', 'NotSpecified').record;
    err.invocationInfo = { commandName: null, scriptName: null, scriptLineNumber: 3, offsetInLine: 5, endLineNumber: 3, endOffsetInLine: 9, line: '$y = 1/$x' };
    err.scriptStackTrace = ['at f, <No file>: line 3', 'at <ScriptBlock>, <No file>: line 1'];
    expect(get(get(err, 'Exception'), 'Message')).toBe('Attempted to divide by zero.');
    expect(get(err, 'FullyQualifiedErrorId')).toBe('RuntimeException');
    expect(get(get(err, 'CategoryInfo'), 'Category')).toBe('NotSpecified');
    expect(get(get(err, 'CategoryInfo'), 'Reason')).toBe('RuntimeException');
    expect(toStringValue(get(err, 'CategoryInfo'))).toBe('NotSpecified: (:) [], RuntimeException');
    const inv = get(err, 'InvocationInfo');
    expect(get(inv, 'ScriptLineNumber')).toBe(3);
    expect(get(inv, 'OffsetInLine')).toBe(5);
    expect(get(inv, 'Line')).toBe('$y = 1/$x');
    expect(get(inv, 'PositionMessage')).toBe('At line:3 char:5\n+ $y = 1/$x\n+     ~~~~');
    expect(get(err, 'ScriptStackTrace')).toBe('at f, <No file>: line 3\nat <ScriptBlock>, <No file>: line 1');
    expect(get(err, 'ErrorDetails')).toBeNull();
    expect(call(err, 'ToString')).toBe('Attempted to divide by zero.');
    const ex = get(err, 'Exception') as PSException;
    expect(get(call(ex, 'GetType'), 'FullName')).toBe('System.Management.Automation.RuntimeException');
    expect(get(ex, 'ErrorRecord')).toBe(err);
    ex.extra.set('Response', 'the response');
    expect(get(ex, 'response')).toBe('the response');
    err.errorDetails = 'details';
    expect(get(get(err, 'ErrorDetails'), 'Message')).toBe('details');
  });
});

class EndpointThing { constructor(public readonly url: string) {} }
installMemberTables({
  members: [[EndpointThing, {
    typeName: 'Svc.Endpoint',
    properties: { Url: (e: EndpointThing) => e.url },
    methods: { Describe: (e: EndpointThing, args) => `${e.url} ${args.length}` },
    toString: (e: EndpointThing) => `Endpoint ${e.url}`,
  }]],
  statics: [],
});

describe('installMemberTables', () => {
  it('extends the table for other classes', () => {
    const e = new EndpointThing('/x');
    expect(get(e, 'url')).toBe('/x');
    expect(call(e, 'describe', 1, 2)).toBe('/x 2');
    expect((call(e, 'GetType') as PSTypeValue).fullName).toBe('Svc.Endpoint');
    expect(toStringValue(e)).toBe('Endpoint /x');
    expect(show(e)).toBe('{"Url":"/x"}');
    expect(get(e, 'constructor')).toBeNull();
  });
});
