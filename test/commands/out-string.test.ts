import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('Out-String', () => {
  it('renders scalars one per line', () => {
    expect(out('1,2 | Out-String')).toEqual(['1\n2\n']);
  });
  it('splits lines with -Stream', () => {
    expect(out("'a','b' | Out-String -Stream")).toEqual(['a', 'b']);
  });
  it('renders small objects as a table and large ones as a list', () => {
    expect(out("[pscustomobject]@{ N = 'a'; V = 10 } | Out-String")).toEqual(['\nN  V\n-  -\na 10\n\n']);
    const [list] = out('[pscustomobject]@{ a = 1; b = 2; c = 3; d = 4; e = 5 } | Out-String') as string[];
    expect(list).toBe('\na : 1\nb : 2\nc : 3\nd : 4\ne : 5\n\n');
  });
  it('renders hashtables as Name/Value', () => {
    expect(out("[ordered]@{ k = 'v' } | Out-String")).toEqual(['\nName Value\n---- -----\nk    v\n\n']);
  });
});
