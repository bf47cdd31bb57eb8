// Replacing a file atomically (Export-SvcEndpoint, docs/files.md): the text is written to a temporary file in the
// target's folder (the same file system, so the rename is atomic), flushed to disk, then renamed over the target.
// A reader sees the old file or the new one, never a part; a failure at any step leaves the old file as it was and
// removes the temporary one. An existing file keeps its permission bits.
import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ItemOutcome } from '../engine/host.js';

/** The file replaced, or why not: a failure is data (`notFound`: the folder is missing; `io`: any other). */
export function replaceFile(path: string, text: string): ItemOutcome<void> {
  const folder = dirname(path);
  const existing = statOf(path);
  const temp = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'wx', 0o666);
    if (existing !== undefined) fchmodSync(fd, existing.mode & 0o7777);
    writeFileSync(fd, text, 'utf8');
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
    return { ok: true, value: undefined };
  } catch (e) {
    if (fd !== null) closeSync(fd);
    try { unlinkSync(temp); } catch { /* never created, or already renamed */ }
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, kind: code === 'ENOENT' || code === 'ENOTDIR' ? 'notFound' : 'io', message: describe(e as NodeJS.ErrnoException, folder) };
  }
}

function statOf(path: string): Stats | undefined {
  try { return statSync(path); } catch { return undefined; }
}

/** PowerShell's words for the usual failures (Out-File, Set-Content), with the system's code. */
function describe(e: NodeJS.ErrnoException, folder: string): string {
  switch (e.code) {
    case 'ENOENT': case 'ENOTDIR': return `Could not find a part of the path '${folder}'.`;
    case 'EACCES': case 'EPERM': case 'EROFS': return `Access to the path is denied (${e.code}).`;
    case 'EISDIR': case 'ENOTEMPTY': case 'EEXIST': return `The target is a directory (${e.code}).`;
    case 'ENOSPC': return 'There is not enough space on the disk (ENOSPC).';
    default: return e.code ? `${e.message} (${e.code}).` : e.message;
  }
}
