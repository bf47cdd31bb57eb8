// Reload on change (docs/files.md): knows the roots (the file `svc --watch FILE` runs, and the script files run from
// the prompt, after the profile when it ran) and every file they loaded; when watching is on (--watch, Set-SvcSetting -Watch) and one of them
// changes, or on SIGHUP, runs the roots again with the service staging what they define, then applies the
// difference at once and logs it (`+ /a`, `~ /b`, `- /c`). A run that fails leaves the old set serving and says
// where it failed (file, line, column).
import { relative } from 'node:path';
import type { EngineClient } from './engine-client.js';
import type { ServiceLink } from './service-link.js';
import type { LoadedFile } from './file-host.js';
import type { ReloadRoot, RunSummary } from './protocol.js';
import { FileWatch } from './file-watch.js';

export interface ReloaderParts {
  engine(): EngineClient;
  service: ServiceLink;
  /** One line for the user (stderr, above the prompt). */
  notice(line: string): void;
}

export class Reloader {
  private readonly roots: ReloadRoot[] = [];
  /** The profile, when it ran: a reload runs it first, so the aliases and functions it made are there for the files. */
  private profile: ReloadRoot | null = null;
  private readonly files = new Set<string>();
  private readonly watcher = new FileWatch(() => void this.reload());
  private watching = false;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly parts: ReloaderParts) {}

  get hasFiles(): boolean { return this.roots.length > 0; }

  /** A file svc ran itself (`svc --watch FILE ARGS`). */
  addRoot(file: string, args: string[] = []): void {
    if (!this.roots.some((r) => r.file === file)) this.roots.push({ file, args });
    this.files.add(file);
    this.refresh();
  }

  /** The profile ran (profile.ts). It is no root of its own: with only a profile there is nothing to reload. */
  setProfile(file: string): void {
    this.profile = { file, args: [] };
    this.files.add(file);
    this.refresh();
  }

  /** What a run read: files run from the prompt become roots; every file read is watched. */
  noteLoaded(loaded: readonly LoadedFile[]): void {
    for (const l of loaded) {
      const isRoot = l.path === this.profile?.file || this.roots.some((r) => r.file === l.path);
      if (l.purpose === 'script' && l.from === null && !isRoot) this.roots.push({ file: l.path, args: null });
      this.files.add(l.path);
    }
    this.refresh();
  }

  setWatching(on: boolean): void {
    this.watching = on;
    this.refresh();
  }

  close(): void { this.watcher.close(); }

  /** Runs the roots again and applies the difference; a reload asked for while one runs runs once more after it. */
  reload(): Promise<void> {
    if (this.running) { this.again = true; return this.running; }
    this.running = this.reloadOnce().finally(() => {
      this.running = null;
      if (this.again) { this.again = false; void this.reload(); }
    });
    return this.running;
  }

  private refresh(): void {
    this.watcher.set(this.watching ? this.files : []);
  }

  private async reloadOnce(): Promise<void> {
    if (this.roots.length === 0) return;
    const { service } = this.parts;
    await service.stage();
    let summary: RunSummary;
    try {
      summary = await this.parts.engine().reload(this.profile === null ? this.roots : [this.profile, ...this.roots]);
    } catch {
      summary = { outcome: 'failed', exitCode: 1 };
    }
    if (summary.outcome !== 'completed') {
      await service.discardStage();
      this.parts.notice(`svc: reload failed${where(summary.failedAt)}; the previous endpoints are still served.`);
      return;
    }
    const changes = await service.commitStage();
    // The run may have loaded other files (a new dot-source, a new -Path file): watch those from now on.
    for (const l of summary.loaded ?? []) this.files.add(l.path);
    this.refresh();
    if (changes.length === 0) { this.parts.notice('svc: reloaded; no endpoint changed.'); return; }
    this.parts.notice('svc: reloaded');
    for (const c of changes) this.parts.notice(`${c.sign} ${c.url}`);
  }
}

function where(at: RunSummary['failedAt']): string {
  if (!at) return '';
  const file = at.file === null ? 'the prompt' : relative(process.cwd(), at.file) || at.file;
  return at.line > 0 ? ` at ${file}:${at.line}:${at.column}` : ` in ${file}`;
}
