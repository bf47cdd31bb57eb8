// Cmdlet parameters are typed from their declarations (src/engine/commands/declaration.ts, ParamsOf): a command that
// reads a parameter it does not declare, or reads one as the wrong type, does not compile. Checked by compiling a
// small command with TypeScript itself, against the real declaration module.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const declaration = path.resolve(import.meta.dirname, '../../src/engine/commands/declaration.js');

/** Compiles one command per body in one program; the diagnostics of each, as text. */
function compile(bodies: string[]): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-typed-params-'));
  const files = bodies.map((body, i) => {
    const file = path.join(dir, `command${i}.ts`);
    writeFileSync(file, `import { defineCommand } from ${JSON.stringify(declaration)};
export const c = defineCommand({
  name: 'Get-Thing', synopsis: 'x',
  parameters: [
    { name: 'Url', type: 'string', position: 0, mandatory: true, help: 'x' },
    { name: 'Count', type: 'int', defaultValue: 1, help: 'x' },
  ],
  process(ctx) { ${body} },
});
`);
    return file;
  });
  const program = ts.createProgram(files, {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext, skipLibCheck: true, types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  return files.map((file) => diagnostics.filter((d) => d.file?.fileName === file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
}

describe('typed cmdlet parameters', () => {
  it('compiles reads as declared, and refuses a renamed parameter or one read as the wrong type', () => {
    const [declared, renamed, wrongType] = compile([
      'const url: string = ctx.params.Url; const n: number = ctx.params.Count; void url; void n;',
      'void ctx.params.Uri;',
      'const n: string = ctx.params.Count; void n;',
    ]);
    expect(declared).toEqual([]);
    expect(renamed).toEqual([expect.stringContaining("Property 'Uri' does not exist")]);
    expect(wrongType).toEqual([expect.stringContaining("Type 'number' is not assignable to type 'string'")]);
    // TypeScript compiles a program here: seconds of CPU, more on a loaded machine.
  }, 90_000);
});
