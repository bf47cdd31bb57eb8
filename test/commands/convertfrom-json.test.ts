import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('ConvertFrom-Json', () => {
  it('makes objects', () => {
    expect(out(`$o = '{"name":"Ada","age":36}' | ConvertFrom-Json; $o.name; $o.age`)).toEqual(['Ada', 36]);
  });
  it('enumerates a top-level array unless -NoEnumerate', () => {
    expect(out("'[1,2,3]' | ConvertFrom-Json")).toEqual([1, 2, 3]);
    expect(out("('[1,2,3]' | ConvertFrom-Json -NoEnumerate | Measure-Object).Count")).toEqual([1]);
  });
  it('joins piped lines into one document', () => {
    expect(out("('{', '\"a\": 5', '}' | ConvertFrom-Json).a")).toEqual([5]);
  });
  it('makes hashtables with -AsHashtable', () => {
    expect(out(`$h = '{"a":1}' | ConvertFrom-Json -AsHashtable; $h -is [hashtable]; $h['A']`)).toEqual([true, 1]);
  });
  it('reports bad JSON', () => {
    const r = run("'{bad' | ConvertFrom-Json");
    expect(r.errors[0].fullyQualifiedErrorId).toBe('System.ArgumentException,Microsoft.PowerShell.Commands.ConvertFromJsonCommand');
    expect(r.errors[0].message).toMatch(/^Conversion from JSON failed with error: /);
  });
});
