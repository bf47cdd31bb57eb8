import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Set-Location', () => {
  it('moves the one current location that relative paths use', () => {
    mkdirSync(path.join(folder.dir, 'sub'));
    expect(folder.out("cd sub; (pwd).Path; Set-Content x.txt 'here'; cd ..; (Get-Location).Path; Test-Path sub/x.txt")).toEqual([path.join(folder.dir, 'sub'), folder.dir, true]);
    expect(folder.out('(Set-Location sub -PassThru).Path; sl ..')).toEqual([path.join(folder.dir, 'sub')]);
  });
  it('goes home with ~ or no path', () => {
    expect(folder.out(`cd ~; (pwd).Path; cd '${folder.dir}'; chdir; (pwd).Path; cd '${folder.dir}'`)).toEqual([homedir(), homedir()]);
  });
  it('reports a folder that does not exist and stays', () => {
    const r = folder.run('cd ./missing; (pwd).Path');
    expect(r.errors[0].message).toBe(`Cannot find path '${path.join(folder.dir, 'missing')}' because it does not exist.`);
    expect(r.output).toEqual([folder.dir]);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Set-Location /')).toMatch(/^Set-Location is not available to endpoint scripts/);
  });
});
