import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';
import { PSObject } from '../../src/engine/index.js';

describe('Format-Table', () => {
  it('writes one Svc.FormatTable marker with columns and raw rows', () => {
    const [m] = out("[pscustomobject]@{ A = 1; B = 'x' }, [pscustomobject]@{ A = 2; B = 'y' } | Format-Table") as PSObject[];
    expect(m.typeNames[0]).toBe('Svc.FormatTable');
    expect(m.getProperty('Columns')?.value).toEqual(['A', 'B']);
    expect(m.getProperty('Rows')?.value).toEqual([[1, 'x'], [2, 'y']]);
  });
  it('takes -Property with calculated columns', () => {
    const [m] = out("[pscustomobject]@{ A = 1; B = 'x' } | ft B, @{ N = 'Twice'; E = { $_.A * 2 } }") as PSObject[];
    expect(m.getProperty('Columns')?.value).toEqual(['B', 'Twice']);
    expect(m.getProperty('Rows')?.value).toEqual([['x', 2]]);
  });
  it('shows hashtables as Name/Value rows', () => {
    const [m] = out('@{ k = 1 } | Format-Table') as PSObject[];
    expect(m.getProperty('Columns')?.value).toEqual(['Name', 'Value']);
  });
  it('renders through Out-String', () => {
    expect(out("[pscustomobject]@{ A = 1; Bee = 'x' } | Format-Table | Out-String")).toEqual(['\nA Bee\n- ---\n1 x\n\n']);
  });
});
