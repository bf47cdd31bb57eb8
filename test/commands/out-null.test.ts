import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Out-Null', () => {
  it('discards output', () => {
    expect(run("1..3 | Out-Null; 'end'").output).toEqual(['end']);
  });
  it('still lets errors through', () => {
    expect(run("Write-Error 'e' 2>&1 | Out-Null; 'end'").output).toEqual(['end']);
    expect(run("& { Write-Error 'e'; 1 } | Out-Null").errors.length).toBe(1);
  });
});
