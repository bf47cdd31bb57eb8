// Nothing accepted and ignored: every parameter a cmdlet declares is read by svc's code, or is declared a hint
// (ParameterDeclaration.hint: PowerShell itself treats it as output tuning, -Stable, -AutoSize, -Wrap), or chooses its
// own parameter set (Where-Object's -CEQ: the set is what the command reads). "Read" is judged from the source: the
// name must appear in code other than its declaration (comments, help text and `name: '...'` left out), so a
// parameter that nothing mentions fails here.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import type { CommandDeclaration, ParameterDeclaration } from '../../src/engine/commands/declaration.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Parameters whose behaviour another change is bringing (ConvertTo-Json -EscapeHandling, ConvertFrom-Json -DateKind). */
const PENDING = new Set(['ConvertTo-Json -EscapeHandling', 'ConvertFrom-Json -DateKind']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** All of src/ as code: comment lines, help texts and declared names blanked. */
function codeText(): string {
  const lines: string[] = [];
  for (const file of sourceFiles(src)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const t = line.trim();
      if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) continue;
      lines.push(line.replace(/help: (['`"]).*?\1/g, '').replace(/name: '\w+'/g, ''));
    }
  }
  return lines.join('\n');
}

/** A mandatory parameter that alone makes one of its sets: binding it picks the set, which the command reads. */
function choosesItsSet(decl: CommandDeclaration, p: ParameterDeclaration): boolean {
  if (!p.mandatory || p.parameterSets?.length !== 1) return false;
  const set = p.parameterSets[0];
  return !decl.parameters.some((q) => q !== p && q.parameterSets?.length === 1 && q.parameterSets[0] === set);
}

describe('every declared cmdlet parameter is read or declared a hint', () => {
  it('finds no parameter that is accepted and ignored', () => {
    const code = codeText();
    const unread: string[] = [];
    for (const decl of builtinCommands) {
      for (const p of decl.parameters) {
        if (p.hint || choosesItsSet(decl, p) || new RegExp(`\\b${p.name}\\b`, 'i').test(code)) continue;
        unread.push(`${decl.name} -${p.name}`);
      }
    }
    expect(unread.filter((u) => !PENDING.has(u))).toEqual([]);
  });

  it('gives every hint help that says what svc does instead', () => {
    for (const decl of builtinCommands) {
      for (const p of decl.parameters.filter((q) => q.hint)) expect(p.help, `${decl.name} -${p.name}`).toMatch(/^A hint: ./);
    }
  });
});
