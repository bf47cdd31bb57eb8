// Every key binding of the editor is listed in docs/shell.md, and key events map to the bindings' actions.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { actionFor, bindingRow, BINDINGS, keyLabel, normaliseModifiedKeys } from '../../src/shell/editor/keymap.js';

describe('key bindings', () => {
  it('docs/shell.md lists every binding of the table, row for row as the editor has it', () => {
    const doc = readFileSync(new URL('../../docs/shell.md', import.meta.url), 'utf8');
    const lines = doc.split('\n');
    const header = lines.indexOf('| Keys | Function | Does |');
    const end = lines.indexOf('', header);
    const rows = lines.slice(header + 2, end);
    expect(rows).toEqual(BINDINGS.map(bindingRow));
  });

  it.each([
    [{ name: 'return', sequence: '\r' }, 'AcceptLine'],
    [{ sequence: '\u001b[13;2u', name: 'undefined' }, 'AddLine'],
    [{ name: 'return', meta: true, sequence: '\u001b\r' }, 'AddLine'],
    [{ name: 'd', ctrl: true, sequence: '\u0004' }, 'DeleteCharOrExit'],
    [{ name: 'right', ctrl: true, sequence: '\u001b[1;5C' }, 'ForwardWord'],
    [{ name: '`', ctrl: true, sequence: '\u0000' }, 'MenuComplete'],
    [{ name: 'f2', sequence: '\u001bOQ' }, 'SwitchPredictionView'],
    [{ name: 'tab', shift: true, sequence: '\u001b[Z' }, 'TabCompletePrevious'],
  ])('%o runs %s', (key, action) => {
    expect(actionFor(key)).toBe(action);
  });

  it('leaves printable characters to be inserted', () => {
    expect(keyLabel({ name: 'a', sequence: 'a' })).toBeNull();
    expect(keyLabel({ name: 'a', shift: true, sequence: 'A' })).toBeNull();
  });

  it("rewrites xterm's modifyOtherKeys Shift+Enter to the CSI-u form", () => {
    expect(normaliseModifiedKeys('a\u001b[27;2;13~b')).toBe('a\u001b[13;2ub');
  });
});
