// The embedded store's data file (docs/state.md, -Persist): keys written with -Persist, in SQLite through Node's own
// node:sqlite (docs/dependencies.md). Each write is one committed statement before Set-SvcCache returns, in WAL mode:
// an answered write survives a kill -9 of svc. A file that cannot be read at start is moved aside, never deleted,
// and svc says which file, where it went and what it kept.
import { mkdirSync, renameSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync as Database } from 'node:sqlite';
import { createRequire } from 'node:module';
import { storeFailure, storeOk, type StoreOutcome } from '../engine/protocol/store-types.js';
import type { DiskLog, PersistedEntry } from './memory-store.js';

export const DATA_FILE = 'cache.sqlite';

// node:sqlite is loaded on first need, so `svc -c` that never persists never pays for it.
const require = createRequire(import.meta.url);
let loaded: typeof import('node:sqlite') | null = null;
const sqlite = (): typeof import('node:sqlite') => loaded ??= requireQuietly('node:sqlite') as typeof import('node:sqlite');

/**
 * Node 22 marks node:sqlite experimental and prints an ExperimentalWarning to stderr when it is first loaded; svc's
 * stderr is the user's console (and a script's error stream in tests), and the feature is svc's own choice, not the
 * user's: that one warning is dropped, every other warning still prints.
 */
function requireQuietly(id: string): unknown {
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/\bSQLite\b/i.test(text)) return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return require(id);
  } finally {
    process.emitWarning = emit;
  }
}

const SCHEMA = 'CREATE TABLE IF NOT EXISTS entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER, sliding_ms INTEGER)';

function openDatabase(path: string): Database {
  const db = new (sqlite().DatabaseSync)(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    // WAL with synchronous=NORMAL: a committed write is in the OS's hands before it returns (it survives svc being
    // killed); FULL would also survive a power cut, at an fsync per write.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(SCHEMA);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

class SqliteLog implements DiskLog {
  private db: Database | null = null;

  constructor(readonly folder: string, readonly path: string, db: Database | null) {
    this.db = db;
  }

  /** The database, created with its folder on the first write that needs it. */
  private open(): Database {
    if (this.db === null) {
      mkdirSync(this.folder, { recursive: true });
      this.db = openDatabase(this.path);
    }
    return this.db;
  }

  put(e: PersistedEntry): StoreOutcome<null> {
    try {
      this.open().prepare('INSERT INTO entries (key, value, expires_at, sliding_ms) VALUES (?, ?, ?, ?) '
        + 'ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at, sliding_ms = excluded.sliding_ms')
        .run(e.key, e.value, e.expiresAt, e.slidingMs);
      return storeOk(null);
    } catch (err) {
      return storeFailure('unavailable', `The data file ${this.path} could not be written (${reason(err)}), so -Persist did not store the value.`);
    }
  }

  remove(keys: readonly string[]): StoreOutcome<null> {
    if (this.db === null && !existsSync(this.path)) return storeOk(null);
    try {
      const db = this.open();
      const del = db.prepare('DELETE FROM entries WHERE key = ?');
      db.exec('BEGIN');
      try {
        for (const key of keys) del.run(key);
        db.exec('COMMIT');
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      }
      return storeOk(null);
    } catch (err) {
      return storeFailure('unavailable', `The data file ${this.path} could not be written (${reason(err)}).`);
    }
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }
}

export interface OpenedDataFile {
  disk: DiskLog;
  /** The live keys it held. */
  loaded: PersistedEntry[];
}

/**
 * The data file in `folder` and the keys it holds (expired ones left out). Nothing is created until a -Persist
 * write. A file svc cannot read is renamed to `cache.sqlite.damaged-<time>` and a new one is used; `notice` gets one
 * line saying so.
 */
export function openDataFile(folder: string, now: number, notice: (line: string) => void): OpenedDataFile {
  const path = join(folder, DATA_FILE);
  if (!existsSync(path)) return { disk: new SqliteLog(folder, path, null), loaded: [] };
  // A Node without node:sqlite (22.5-22.12 need a flag) says nothing about the file: it is left where it is.
  try {
    sqlite();
  } catch (e) {
    notice(`svc: the data file ${path} was not read: this Node has no node:sqlite (${reason(e)}); -Persist keys are not available.`);
    return { disk: new SqliteLog(folder, path, null), loaded: [] };
  }
  let db: Database | null = null;
  try {
    db = openDatabase(path);
    const rows = db.prepare('SELECT key, value, expires_at, sliding_ms FROM entries').all() as
      { key: string; value: string; expires_at: number | null; sliding_ms: number | null }[];
    const loaded = rows.filter((r) => r.expires_at === null || r.expires_at > now)
      .map((r) => ({ key: r.key, value: r.value, expiresAt: r.expires_at, slidingMs: r.sliding_ms }));
    return { disk: new SqliteLog(folder, path, db), loaded };
  } catch (e) {
    db?.close();
    const aside = `${path}.damaged-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
    moveAside(path, aside);
    notice(`svc: the data file ${path} could not be read (${reason(e)}); kept none of its keys. It was moved to ${aside}, `
      + 'untouched; -Persist keys go to a new data file.');
    return { disk: new SqliteLog(folder, path, null), loaded: [] };
  }
}

/** Renames the file and its WAL companions; the content is kept as it was. */
function moveAside(path: string, aside: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  }
}
