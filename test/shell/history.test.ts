import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HistoryFile } from '../../src/shell/history.js';
import { searchHistory } from '../../src/shell/reverse-search.js';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'svc-hist-')), 'history');

describe('history file', () => {
  it('appends entries and loads them newest first in a new instance', () => {
    const path = tempFile();
    const a = new HistoryFile(path);
    expect(a.load()).toEqual([]);
    a.add('$x = 1');
    a.add('   ');
    a.add('Get-SvcEndpoint');
    expect(new HistoryFile(path).load()).toEqual(['Get-SvcEndpoint', '$x = 1']);
  });

  it('keeps only the newest entries when the file is over the limit', () => {
    const path = tempFile();
    writeFileSync(path, Array.from({ length: 30 }, (_, i) => `cmd ${i}`).join('\n') + '\n');
    const h = new HistoryFile(path, 10);
    expect(h.load()).toEqual(Array.from({ length: 10 }, (_, i) => `cmd ${29 - i}`));
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(10);
    for (let i = 0; i < 15; i++) h.add(`more ${i}`);
    expect(readFileSync(path, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(20);
  });

  it('reverse search finds the newest entry containing the text', () => {
    const h = ['Get-SvcEndpoint', 'New-SvcEndpoint -Url /a', '$x = 1', 'New-SvcEndpoint -Url /b'];
    expect(searchHistory(h, 'new-svc', 0)).toBe(1);
    expect(searchHistory(h, 'new-svc', 2)).toBe(3);
    expect(searchHistory(h, 'nothing', 0)).toBe(-1);
  });
});
