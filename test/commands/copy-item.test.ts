import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const at = (name: string) => path.join(folder.dir, name);

describe('Copy-Item', () => {
  it('copies a file to a new name or into a folder', () => {
    writeFileSync(at('a.txt'), 'A');
    mkdirSync(at('backup'));
    folder.out('Copy-Item a.txt b.txt; copy a.txt backup');
    expect([readFileSync(at('b.txt'), 'utf8'), readFileSync(at('backup/a.txt'), 'utf8'), existsSync(at('a.txt'))]).toEqual(['A', 'A', true]);
  });
  it('copies a folder\'s contents only with -Recurse', () => {
    folder.out('Copy-Item backup empty; Copy-Item backup full -Recurse');
    expect([existsSync(at('empty')), existsSync(at('empty/a.txt')), existsSync(at('full/a.txt'))]).toEqual([true, false, true]);
  });
  it('reports a missing source', () => {
    expect(folder.run('Copy-Item nope.txt x.txt').errors[0].fullyQualifiedErrorId).toBe('PathNotFound,Microsoft.PowerShell.Commands.CopyItemCommand');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Copy-Item a b')).toMatch(/^Copy-Item is not available to endpoint scripts/);
  });
});
