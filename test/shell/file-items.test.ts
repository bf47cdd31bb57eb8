// The shell's item host (src/shell/file-items.ts, over node:fs in a temporary folder) answers every call with an
// ItemOutcome: a failure is data with its kind, which the item commands and redirections turn into PowerShell's
// error records (src/engine/commands/item-access.ts), never a thrown Error sorted by its message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileHost } from '../../src/shell/file-host.js';
import { tempFolder, type Folder } from '../commands/file-helpers.js';

const made: string[] = [];
afterEach(() => { for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true }); });

function itemHost() {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-outcomes-'));
  made.push(dir);
  return { dir, items: createFileHost(dir).items! };
}

describe('the item host', () => {
  it('answers with the value or a failure of each kind', () => {
    const { dir, items } = itemHost();
    const made = items.newItem('a', 'Directory', '', false);
    expect(made.ok && made.value.fullName).toBe(path.join(dir, 'a'));
    expect(items.newItem('a', 'Directory', '', false)).toEqual({ ok: false, kind: 'exists', message: `An item with the specified name ${path.join(dir, 'a')} already exists.` });
    expect(items.writeText('a/b.txt', 'x', false)).toEqual({ ok: true, value: undefined });
    expect(items.removeItem('a', false)).toMatchObject({ ok: false, kind: 'notEmpty' });
    expect(items.readText('missing.txt')).toEqual({ ok: false, kind: 'notFound', message: `Cannot find path '${path.join(dir, 'missing.txt')}' because it does not exist.` });
    expect(items.writeText('nowhere/c.txt', 'x', false)).toMatchObject({ ok: false, kind: 'notFound' });
    expect(items.readText('a')).toMatchObject({ ok: false, kind: 'io' });
    expect(items.setLocation('missing')).toMatchObject({ ok: false, kind: 'notFound' });
    expect(items.resolveItems('a/*.txt')).toMatchObject({ ok: true, value: [{ name: 'b.txt' }] });
  });
});

describe('item failures as error records', () => {
  let folder: Folder;
  afterEach(() => folder.remove());

  it('gives each kind its id and category', () => {
    folder = tempFolder();
    const r = folder.run("New-Item d -ItemType Directory | Out-Null; New-Item d -ItemType Directory; Set-Content d/x 1; Remove-Item d; Get-Content nope");
    expect(r.errors.map((e) => [e.fullyQualifiedErrorId, e.categoryInfo.category])).toEqual([
      ['DirectoryExist,Microsoft.PowerShell.Commands.NewItemCommand', 'ResourceExists'],
      ['DirectoryNotEmpty,Microsoft.PowerShell.Commands.RemoveItemCommand', 'WriteError'],
      ['PathNotFound,Microsoft.PowerShell.Commands.GetContentCommand', 'ObjectNotFound'],
    ]);
  });

  it('reports a redirection to a folder that does not exist as FileOpenFailure', () => {
    folder = tempFolder();
    const r = folder.run("'x' > nowhere/out.txt; 'after'");
    expect(r.errors.map((e) => [e.fullyQualifiedErrorId, e.message])).toEqual([
      ['FileOpenFailure', `Could not find a part of the path '${path.join(folder.dir, 'nowhere/out.txt')}'.`],
    ]);
    expect(r.output).toEqual(['after']);
  });
});
