// Watching the loaded script files for changes (docs/files.md), with node:fs.watch on their folders rather than on the
// files: editors often save by writing a new file and renaming it over the old one (vim, VS Code's safe write), and
// a watch on the old file's inode then goes silent. A folder watch sees every such save as an event naming the file.
// node:fs.watch uses inotify on Linux, FSEvents on macOS and ReadDirectoryChangesW on Windows, all of which report
// folder changes with the file name; docs/dependencies.md says why no watching library is needed for this.
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Events closer than this are one change (an editor's save is several writes). */
export const SETTLE_MS = 60;

export class FileWatch {
  private readonly folders = new Map<string, FSWatcher>();
  private files = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly onChange: () => void) {}

  /** Watches exactly these files (absolute paths) from now on. */
  set(paths: Iterable<string>): void {
    this.files = new Set(paths);
    const wanted = new Set([...this.files].map((p) => dirname(p)));
    for (const [folder, watcher] of this.folders) if (!wanted.has(folder)) { watcher.close(); this.folders.delete(folder); }
    for (const folder of wanted) if (!this.folders.has(folder)) this.watchFolder(folder);
  }

  close(): void {
    for (const w of this.folders.values()) w.close();
    this.folders.clear();
    if (this.timer) clearTimeout(this.timer);
  }

  private watchFolder(folder: string): void {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => {
        // Some platforms omit the name; then any change in the folder counts.
        if (name !== null && ![...this.files].some((f) => dirname(f) === folder && basename(f) === String(name))) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => { this.timer = null; this.onChange(); }, SETTLE_MS);
      });
      watcher.on('error', () => { watcher.close(); this.folders.delete(folder); });
      this.folders.set(folder, watcher);
    } catch {
      // A folder that vanished: nothing to watch there until a reload loads it again.
    }
  }
}
