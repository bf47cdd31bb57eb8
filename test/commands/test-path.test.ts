import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Test-Path', () => {
  it('says whether each path exists, as a file (Leaf) or a folder (Container)', () => {
    writeFileSync(path.join(folder.dir, 'a.txt'), 'x');
    mkdirSync(path.join(folder.dir, 'sub'));
    expect(folder.out('Test-Path a.txt; Test-Path nope; Test-Path a.txt, sub, nope')).toEqual([true, false, true, true, false]);
    expect(folder.out('Test-Path sub -PathType Container; Test-Path sub -PathType Leaf; Test-Path a.txt -PathType Leaf')).toEqual([true, false, true]);
    expect(folder.out("Test-Path *.txt; Test-Path *.none; Test-Path ''")).toEqual([true, false, false]);
  });
  it('refuses an unknown -PathType', () => {
    expect(folder.run('Test-Path a.txt -PathType File').errors[0].fullyQualifiedErrorId).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.TestPathCommand');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Test-Path a.txt')).toMatch(/^Test-Path is not available to endpoint scripts/);
  });
});
