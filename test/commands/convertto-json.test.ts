import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('ConvertTo-Json', () => {
  it('writes one object as itself, compressed', () => {
    expect(out("[ordered]@{ a = 1; b = 'x' } | ConvertTo-Json -Compress")).toEqual(['{"a":1,"b":"x"}']);
  });
  it('writes several inputs as an array, and -AsArray for one', () => {
    expect(out('1,2,3 | ConvertTo-Json -Compress')).toEqual(['[1,2,3]']);
    expect(out('1 | ConvertTo-Json -Compress -AsArray')).toEqual(['[1]']);
  });
  it('indents with two spaces by default', () => {
    expect(out("[pscustomobject]@{ a = 1 } | ConvertTo-Json")).toEqual(['{\n  "a": 1\n}']);
  });
  it('truncates below -Depth with a warning', () => {
    const r = run("[pscustomobject]@{ a = [pscustomobject]@{ b = [pscustomobject]@{ c = 1 } } } | ConvertTo-Json -Compress -Depth 1");
    expect(r.warnings).toEqual(['Resulting JSON is truncated as serialization has exceeded the set depth of 1.']);
    expect(r.output).toEqual(['{"a":{"b":"@{c=1}"}}']);
  });
  it('takes -InputObject', () => {
    expect(out('ConvertTo-Json -InputObject @(1,2) -Compress')).toEqual(['[1,2]']);
  });
});
