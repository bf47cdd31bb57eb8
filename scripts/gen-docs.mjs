// Generates docs/grammar.html: railroad diagrams of the svc grammar, from the BUILT parser
// (dist/grammar/index.js, produced by `tsc -p tsconfig.json`), so the diagrams never drift from the code.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSyntaxDiagramsCode } from 'chevrotain';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'grammar', 'index.js');
const { getSerializedGrammar } = await import(pathToFileURL(built).href);

const html = createSyntaxDiagramsCode(getSerializedGrammar());
const out = path.join(root, 'docs', 'grammar.html');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`wrote ${path.relative(root, out)}`);
