import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const at = (name: string) => path.join(folder.dir, name);

describe('Move-Item', () => {
  it('renames a file, or moves it into a folder', () => {
    writeFileSync(at('a.txt'), 'A');
    mkdirSync(at('sub'));
    folder.out('Move-Item a.txt b.txt; move b.txt sub');
    expect([existsSync(at('a.txt')), existsSync(at('b.txt')), existsSync(at('sub/b.txt'))]).toEqual([false, false, true]);
  });
  it('refuses to replace an existing file without -Force, so nothing is lost; -Force replaces it', () => {
    writeFileSync(at('keep.txt'), 'old');
    writeFileSync(at('new.txt'), 'new');
    const r = folder.run('Move-Item new.txt keep.txt');
    expect(r.errors[0].message).toBe('Cannot create a file when that file already exists.');
    expect([readFileSync(at('keep.txt'), 'utf8'), existsSync(at('new.txt'))]).toEqual(['old', true]);
    folder.out('Move-Item new.txt keep.txt -Force');
    expect([readFileSync(at('keep.txt'), 'utf8'), existsSync(at('new.txt'))]).toEqual(['new', false]);
  });
  it('reports a missing source', () => {
    expect(folder.run('Move-Item nope.txt x.txt').errors[0].message).toBe(`Cannot find path '${at('nope.txt')}' because it does not exist.`);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Move-Item a b')).toMatch(/^Move-Item is not available to endpoint scripts/);
  });
});
