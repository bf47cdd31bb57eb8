// Join-Path and Split-Path: text everywhere (test/scripts/commands/join-split-path.svc has the cases), the shell's
// files for -Resolve, and in an endpoint (real HTTP, a real isolate) the text without -Resolve's file powers.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from './file-helpers.js';
import { startSvc, type Svc } from '../http/helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('-Resolve at the shell', () => {
  it('writes the full paths of the items the joined or split path names, wildcards expanded', () => {
    mkdirSync(path.join(folder.dir, 'api'));
    writeFileSync(path.join(folder.dir, 'api', 'users.ps1'), '');
    writeFileSync(path.join(folder.dir, 'api', 'orders.ps1'), '');
    expect(folder.out("Join-Path api users.ps1 -Resolve")).toEqual([path.join(folder.dir, 'api', 'users.ps1')]);
    expect(folder.out("Join-Path api '*.ps1' -Resolve | Sort-Object")).toEqual(
      [path.join(folder.dir, 'api', 'orders.ps1'), path.join(folder.dir, 'api', 'users.ps1')]);
    expect(folder.out("Split-Path (Join-Path api '*.ps1') -Leaf -Resolve | Sort-Object")).toEqual(['orders.ps1', 'users.ps1']);
    expect(folder.out('Split-Path api -Resolve')).toEqual([folder.dir]);
  });
  it('reports a path that names nothing as PathNotFound, and goes on', () => {
    const r = folder.run("Join-Path Bogus Path -Resolve; 'next'");
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['PathNotFound,Microsoft.PowerShell.Commands.JoinPathCommand']);
    expect(r.errors[0].message).toBe(`Cannot find path '${path.join(folder.dir, 'Bogus/Path')}' because it does not exist.`);
    expect(r.output).toEqual(['next']);
  });
});

describe('in an endpoint', () => {
  let svc: Svc;
  beforeAll(async () => { svc = await startSvc(); });
  afterAll(() => svc.close());

  it('joins and splits as text, and says -Resolve needs the shell', async () => {
    svc.define(`New-SvcEndpoint -Url /path/:name -Endpoint {
      $file = Join-Path 'data' 'users' "$name.json"
      @{ File = $file; Base = Split-Path $file -LeafBase; Folder = Split-Path $file }
    }
    New-SvcEndpoint -Url /resolve -ErrorAction Stop -Endpoint { Join-Path data x -Resolve }`);
    expect(JSON.parse((await svc.call('/path/ann')).body)).toEqual({ File: 'data/users/ann.json', Base: 'ann', Folder: 'data/users' });
    const refused = await svc.call('/resolve');
    expect(refused.status).toBe(500);
    expect(refused.body).toContain("Join-Path needs the shell's file system");
  });
});
