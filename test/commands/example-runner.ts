// Runs one Get-Help example as the console would: a fresh session in a temporary folder of its own (the shell's real
// file host; with a real svc service where the example needs one), every stream drawn by the console's own renderer (src/shell/format/stream-renderer.ts) without colour.
import { createSession, toStringValue } from '../../src/engine/index.js';
import { createTextRenderer } from '../../src/shell/format/stream-renderer.js';
import { createPalette } from '../../src/shell/format/palette.js';
import { tempFolder } from './file-helpers.js';
import type { Host } from '../../src/engine/host.js';

export const EXAMPLE_COLUMNS = 120;

/** The example's console text: lines without trailing spaces, no blank lines at either end. */
export function exampleText(code: string, host: Partial<Host> = {}): string {
  const folder = tempFolder(host);
  try {
    let text = '';
    const renderer = createTextRenderer((_fd, t) => { text += t; }, toStringValue, createPalette(false), EXAMPLE_COLUMNS);
    const r = folder.run(code);
    for (const e of r.events) renderer.event(e);
    if (r.result.outcome === 'parseError') renderer.parseErrors(r.result.parseErrors, code, null);
    else if (r.result.error && !r.events.some((e) => e.stream === 'error' && e.record === r.result.error)) {
      renderer.event({ stream: 'error', record: r.result.error, terminating: true });
    }
    renderer.end();
    return normalise(text);
  } finally {
    folder.remove();
  }
}

export function normalise(text: string): string {
  return text.split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').replace(/^\n+|\n+$/g, '');
}
