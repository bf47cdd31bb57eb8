import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';
import { createSession } from '../../src/engine/index.js';
import { createTestHost } from '../engine/helpers.js';

describe('ConvertFrom-Json', () => {
  it('makes objects', () => {
    expect(out(`$o = '{"name":"Ada","age":36}' | ConvertFrom-Json; $o.name; "$($o.age)"; $o.age.GetType().Name`)).toEqual(['Ada', '36', 'Int64']);
  });
  it('enumerates a top-level array unless -NoEnumerate', () => {
    expect(out("'[1,2,3]' | ConvertFrom-Json | ForEach-Object { [int]$_ }")).toEqual([1, 2, 3]);
    expect(out("('[1,2,3]' | ConvertFrom-Json -NoEnumerate | Measure-Object).Count")).toEqual([1]);
  });
  it('joins piped lines into one document', () => {
    expect(out("[int]('{', '\"a\": 5', '}' | ConvertFrom-Json).a")).toEqual([5]);
  });
  it('makes hashtables with -AsHashtable', () => {
    // An OrderedHashtable (PowerShell 7.3+), whose keys are case-sensitive.
    expect(out(`$h = '{"a":1}' | ConvertFrom-Json -AsHashtable; $h -is [hashtable]; [int]$h['a']; $null -eq $h['A']`)).toEqual([true, 1, true]);
  });
  it('reports bad JSON', () => {
    const r = run("'{bad' | ConvertFrom-Json");
    expect(r.errors[0].fullyQualifiedErrorId).toBe('System.ArgumentException,Microsoft.PowerShell.Commands.ConvertFromJsonCommand');
    expect(r.errors[0].message).toMatch(/^Conversion from JSON failed with error: /);
  });
});

describe('ConvertFrom-Json dates in the host time zone', () => {
  it('gives a date-time with an offset the local time of the host', () => {
    const values: unknown[] = [];
    // A host two hours east of UTC (getTimezoneOffset's sign: minutes to add to local time to get UTC).
    const host = { ...createTestHost(), timezoneOffset: () => -120 };
    const session = createSession({ host, sink: (e) => { if (e.stream === 'output') values.push(e.value); } });
    session.run(`$d = '"2024-01-01T10:00:00+00:00"' | ConvertFrom-Json; $d.Hour; $d.Kind.ToString()`);
    expect(values.map(String)).toEqual(['12', 'Local']);
  });
});
