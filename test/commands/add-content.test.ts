import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Add-Content', () => {
  it('appends lines, creating the file when missing', () => {
    folder.out("Add-Content log.txt 'first'; 'second', 'third' | ac log.txt");
    expect(readFileSync(path.join(folder.dir, 'log.txt'), 'utf8')).toBe('first\nsecond\nthird\n');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError("Add-Content a.txt 'x'")).toMatch(/^Add-Content is not available to endpoint scripts/);
  });
});
