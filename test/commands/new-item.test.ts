import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('New-Item', () => {
  it('makes a file with its text, or a folder, and writes the item', () => {
    expect(folder.out("(New-Item notes.txt -Value 'hello').Length; (ni -ItemType Directory logs).PSIsContainer; (New-Item -Path logs -Name today.txt).Name")).toEqual([5, true, 'today.txt']);
    expect(readFileSync(path.join(folder.dir, 'notes.txt'), 'utf8')).toBe('hello');
    expect(statSync(path.join(folder.dir, 'logs')).isDirectory()).toBe(true);
  });
  it('refuses an existing item unless -Force, which also makes parent folders', () => {
    const r = folder.run('New-Item notes.txt');
    expect(r.errors[0].message).toBe(`An item with the specified name ${path.join(folder.dir, 'notes.txt')} already exists.`);
    expect(folder.out("(New-Item notes.txt -Value 'new' -Force).Length; (New-Item a/b/c.txt -Force).Name")).toEqual([3, 'c.txt']);
  });
  it('makes a folder with its missing parents, as PowerShell does; a file in a missing folder only with -Force', () => {
    expect(folder.out("(New-Item -ItemType Directory deep/er/est).Name; Test-Path deep/er")).toEqual(['est', true]);
    expect(statSync(path.join(folder.dir, 'deep', 'er', 'est')).isDirectory()).toBe(true);
    const r = folder.run('New-Item missing/x.txt');
    expect(r.errors[0].message).toBe(`Could not find a part of the path '${path.join(folder.dir, 'missing', 'x.txt')}'.`);
    expect(folder.out('Test-Path missing')).toEqual([false]);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('New-Item x')).toMatch(/^New-Item is not available to endpoint scripts/);
  });
});
