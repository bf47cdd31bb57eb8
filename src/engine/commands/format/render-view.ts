// Out-String and Out-Host draw their input with the console's own view (output-formatter.ts), so `$x` and
// `$x | Out-String` read the same. Plain text: no colour, errors in their concise view.
import { OutputFormatter } from './output-formatter.js';
import { toStringValue } from '../../values/index.js';
import type { FileHost } from '../../host.js';

const PLAIN = { error: (text: string) => text };
/** Out-String's default -Width when none is given: the console width svc assumes without a terminal. */
export const DEFAULT_WIDTH = 120;

/** The text the console would show for these objects, drawn at `width` columns in the current location of `files`. */
export function renderView(items: readonly unknown[], files: FileHost | undefined, width = DEFAULT_WIDTH): string {
  const view = new OutputFormatter(toStringValue, PLAIN, width, () => 0, () => files?.getLocation() ?? null);
  let text = '';
  for (const item of items) text += view.write(item);
  return text + view.flush();
}
