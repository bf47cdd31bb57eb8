// The progress pane: Write-Progress records drawn as PowerShell 7's minimal progress view (ProgressNode.RenderAnsi,
// $PSStyle.Progress.View = Minimal) at the interactive prompt, on stderr, below the output so far (docs/shell.md,
// "Progress"). One line per activity: `Activity [status          12s]`, the activity in $PSStyle.Progress.Style and
// the bar in reverse video up to the percentage done. Output written while a bar shows goes above it: the pane is
// erased, the text written, the pane drawn again. A completed activity (and its children) goes away; so does the whole
// pane when the command line ends, as the console host resets progress after each pipeline.
import type { ProgressRecord } from '../../engine/streams.js';

const REVERSE = '\x1b[7m';
const REVERSE_OFF = '\x1b[27m';
const RESET = '\x1b[0m';
const ERASE_LINE = '\r\x1b[K';
const UP = '\x1b[1A';
const ELLIPSIS = '…';

export interface ProgressLook { style: string; maxWidth: number; columns: number }

/** One activity's line (RenderAnsi), `indentation` cells in; widths count UTF-16 units (svc's cells). */
export function progressLine(r: ProgressRecord, indentation: number, look: ProgressLook): string {
  // Below the terminal's last column, so drawing never wraps; no wider than $PSStyle.Progress.MaxWidth.
  let maxWidth = Math.max(10, look.columns - 1);
  if (look.maxWidth > 0 && maxWidth > look.maxWidth) maxWidth = look.maxWidth;
  const activity = r.activity.length > maxWidth / 2 ? r.activity.slice(0, Math.max(0, Math.floor(maxWidth / 2) - 1)) + ELLIPSIS : r.activity;
  const barWidth = maxWidth - activity.length - indentation - 4;
  const secRemain = r.secondsRemaining >= 0 ? `${r.secondsRemaining}s` : '';
  const secRemainLength = secRemain.length + 1;
  let status = r.statusDescription;
  if (barWidth - secRemainLength - 1 > 0 && status.length > barWidth - secRemainLength) {
    status = status.slice(0, Math.max(0, barWidth - secRemainLength - ELLIPSIS.length)) + ELLIPSIS;
  }
  const body = status + ' '.repeat(Math.max(0, barWidth - status.length - secRemainLength)) + secRemain;
  let bar: string;
  if (r.percentComplete >= 0 && r.percentComplete < 100 && barWidth > 0) {
    const filled = Math.min(Math.floor((r.percentComplete * barWidth) / 100), barWidth - 1);
    bar = REVERSE + body.slice(0, filled) + REVERSE_OFF + body.slice(filled);
  } else {
    bar = REVERSE + body + REVERSE_OFF;
  }
  return `${' '.repeat(indentation)}${look.style}${activity} [${bar}]${RESET}`;
}

export class ProgressPane {
  /** The activities showing, by id, in the order they first came. */
  private readonly nodes = new Map<number, ProgressRecord>();
  private drawn = 0;

  constructor(private readonly write: (text: string) => void, private readonly look: () => ProgressLook) {}

  get showing(): boolean { return this.drawn > 0; }

  update(r: ProgressRecord): void {
    if (r.completed) this.remove(r.activityId);
    else this.nodes.set(r.activityId, r);
    this.erase();
    this.draw();
  }

  /** Takes the pane off the screen (before other text, or for good with `reset`). */
  erase(): void {
    if (this.drawn === 0) return;
    this.write(ERASE_LINE + (UP + ERASE_LINE).repeat(this.drawn - 1));
    this.drawn = 0;
  }

  draw(): void {
    if (this.drawn > 0 || this.nodes.size === 0) return;
    const look = this.look();
    const lines: string[] = [];
    const add = (parent: number, indentation: number) => {
      for (const r of this.nodes.values()) {
        if (r.parentActivityId !== parent && !(parent === -1 && !this.nodes.has(r.parentActivityId) && r.parentActivityId >= 0)) continue;
        lines.push(progressLine(r, indentation, look));
        add(r.activityId, indentation + 2);
      }
    };
    add(-1, 0);
    this.write(lines.join('\n'));
    this.drawn = lines.length;
  }

  /** The command line ended: every bar goes. */
  reset(): void {
    this.erase();
    this.nodes.clear();
  }

  private remove(id: number): void {
    this.nodes.delete(id);
    for (const r of [...this.nodes.values()]) if (r.parentActivityId === id) this.remove(r.activityId);
  }
}
