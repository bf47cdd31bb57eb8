import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HistoryFile } from '../../src/shell/history.js';
import { BlockHistory } from '../../src/shell/editor/block-history.js';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'svc-hist-')), 'history');

describe('history file', () => {
  it('appends entries and loads them oldest first in a new instance; a block stays one entry', () => {
    const path = tempFile();
    const a = new HistoryFile(path);
    expect(a.load()).toEqual([]);
    a.add('$x = 1');
    a.add('   ');
    a.add('if ($x) {\n  1 + `\n  2\n}');
    a.add('Get-SvcEndpoint');
    expect(readFileSync(path, 'utf8')).toBe('$x = 1\nif ($x) {`\n  1 + ``\n  2`\n}\nGet-SvcEndpoint\n');
    expect(new HistoryFile(path).load()).toEqual(['$x = 1', 'if ($x) {\n  1 + `\n  2\n}', 'Get-SvcEndpoint']);
  });

  it('keeps no consecutive duplicates (28 Clear-Host in a row are one entry)', () => {
    const path = tempFile();
    const h = new HistoryFile(path);
    h.load();
    for (let i = 0; i < 28; i++) h.add('Clear-Host');
    h.add('1');
    h.add('Clear-Host');
    expect(new HistoryFile(path).load()).toEqual(['Clear-Host', '1', 'Clear-Host']);
  });

  it('keeps only the newest entries when the file is over the limit', () => {
    const path = tempFile();
    writeFileSync(path, Array.from({ length: 30 }, (_, i) => `cmd ${i}`).join('\n') + '\n');
    const h = new HistoryFile(path, 10);
    expect(h.load()).toEqual(Array.from({ length: 10 }, (_, i) => `cmd ${20 + i}`));
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(10);
    for (let i = 0; i < 15; i++) h.add(`more ${i}`);
    expect(readFileSync(path, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(20);
  });
});

describe('history in memory', () => {
  it('searches whole blocks backwards and predicts from the newest matching block', () => {
    const h = new BlockHistory(['Get-SvcEndpoint', 'New-SvcEndpoint -Url /a -Endpoint {\n  "a"\n}', '$x = 1', 'New-SvcEndpoint -Url /b']);
    expect(h.searchBack('"a"', 3)).toBe(1);
    expect(h.searchBack('new-svc', 3)).toBe(3);
    expect(h.searchBack('new-svc', 2)).toBe(1);
    expect(h.searchBack('nothing', 3)).toBe(-1);
    expect(h.predictions('New-', 5)).toEqual(['New-SvcEndpoint -Url /b', 'New-SvcEndpoint -Url /a -Endpoint {\n  "a"\n}']);
  });

  it('is bounded and skips a repeat of the newest entry', () => {
    const h = new BlockHistory([], 3);
    for (const e of ['a', 'a', 'b', 'c', 'd']) h.add(e);
    expect([h.get(0), h.get(1), h.get(2), h.length]).toEqual(['b', 'c', 'd', 3]);
  });
});
