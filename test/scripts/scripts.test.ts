// The script-case corpus: every `test/scripts/<topic>/<name>.svc` runs through the real parser and interpreter and
// its stream events must equal the sibling `<name>.expected` (format: test/scripts/README.md).
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSession } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { createTestHost } from '../engine/helpers.js';
import { renderRun, expectedLines } from './render-events.js';

const root = path.dirname(fileURLToPath(import.meta.url));

function topics(): string[] {
  return readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

function cases(topic: string): string[] {
  return readdirSync(path.join(root, topic)).filter((f) => f.endsWith('.svc')).sort();
}

/** Optional first-line directive `# args: a b c` passes $args to the script. */
function argsOf(source: string): string[] | undefined {
  const m = /^#\s*args:(.*)$/m.exec(source.split(/\r?\n/, 1)[0] ?? '');
  return m ? m[1].trim().split(/\s+/).filter((a) => a !== '') : undefined;
}

export function runCase(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const events: StreamEvent[] = [];
  const session = createSession({ host: createTestHost({ maxMs: 10000, env: { SVC_TEST: 'yes' } }), sink: (e) => events.push(e) });
  const result = session.run(source, { args: argsOf(source) });
  return renderRun(events, result);
}

for (const topic of topics()) {
  describe(topic, () => {
    for (const name of cases(topic)) {
      it(name.replace(/\.svc$/, ''), () => {
        const file = path.join(root, topic, name);
        const expectedFile = file.replace(/\.svc$/, '.expected');
        expect(existsSync(expectedFile), `missing ${expectedFile}`).toBe(true);
        const expected = expectedLines(readFileSync(expectedFile, 'utf8'));
        expect(runCase(file)).toEqual(expected);
      });
    }
  });
}
