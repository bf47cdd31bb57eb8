// Clear-Host (cls, clear): clears the terminal, as PowerShell 7 on Linux does, by writing the ANSI sequences for
// "erase screen and scrollback, cursor home" to the host. Handy between the steps of a live demo.
import { defineCommand } from '../declaration.js';

/** ESC[2J erases the screen, ESC[3J the scrollback, ESC[H moves the cursor home. */
export const CLEAR_SEQUENCE = '\u001b[2J\u001b[3J\u001b[H';

export const clearHost = defineCommand({
  name: 'Clear-Host',
  aliases: ['cls', 'clear'],
  synopsis: 'Clears the display in the host program.',
  description: 'Clears the terminal and moves the cursor to the top left. Nothing is written to the pipeline.',
  parameters: [],
  examples: [{ code: 'Clear-Host', remarks: 'Clears the screen.',
      output: '\u001b[2J\u001b[3J\u001b[H' }],
  end(ctx) {
    ctx.writeHost(CLEAR_SEQUENCE, { noNewline: true, foregroundColor: null, backgroundColor: null, separator: ' ' });
  },
});
