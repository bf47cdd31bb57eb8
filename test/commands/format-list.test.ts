import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';
import { PSObject } from '../../src/engine/index.js';

describe('Format-List', () => {
  it('writes one Svc.FormatList marker with a record per object', () => {
    const [m] = out("[pscustomobject]@{ A = 1; B = 'x' } | Format-List") as PSObject[];
    expect(m.typeNames[0]).toBe('Svc.FormatList');
    const [record] = m.getProperty('Records')?.value as PSObject[];
    expect(record.properties().map((p) => [p.name, p.value])).toEqual([['A', 1], ['B', 'x']]);
  });
  it('renders through Out-String', () => {
    expect(out("[pscustomobject]@{ A = 1; Bee = 'x' } | Format-List Bee, A | Out-String")).toEqual(['\nBee : x\nA   : 1\n\n']);
  });
});
