import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('Tee-Object', () => {
  it('passes the objects on and keeps them in a variable', () => {
    expect(out("1, 2 | Tee-Object -Variable kept | ForEach-Object { $_ + 1 }; $kept.Count")).toEqual([2, 3, 2]);
  });
  it('stores one object as itself', () => {
    expect(out("'a' | Tee-Object -Variable kept | Out-Null; $kept.GetType().Name")).toEqual(['String']);
  });
});
