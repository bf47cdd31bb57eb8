// The item commands' file system (Host.files.items, src/engine/host.ts ItemHost): Get-ChildItem, Get-Content,
// Set-Content, New-Item, Remove-Item, Copy-Item, Move-Item and Set-Location, over node:fs, synchronously (the engine
// runs on the worker thread). Paths resolve against the one current location, owned by file-host.ts. Every call
// answers with an ItemOutcome: a failure is data with its kind and PowerShell's words, never a thrown Error.
import { readTextFile } from './text-file.js';
import {
  appendFileSync, cpSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, type Stats,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { FileItem, ItemFailure, ItemFailureKind, ItemHost, ItemOutcome } from '../engine/host.js';

interface Location {
  resolvePath(path: string): string;
  setLocation(path: string): ItemOutcome<string>;
}

/** Thrown inside this module only, to leave a nested walk; `outcome` turns it (and node:fs's errors) into data. */
class Failed { constructor(readonly failure: ItemFailure) {} }

export const itemFailure = (kind: ItemFailureKind, message: string): ItemFailure => ({ ok: false, kind, message });
const fail = (kind: ItemFailureKind, message: string): never => { throw new Failed(itemFailure(kind, message)); };
const notFound = (path: string): never => fail('notFound', `Cannot find path '${path}' because it does not exist.`);

/** Runs one call: its value, or its failure; a node:fs error (permissions, a full disk...) is an `io` failure. */
function outcome<T>(call: () => T): ItemOutcome<T> {
  try {
    return { ok: true, value: call() };
  } catch (e) {
    if (e instanceof Failed) return e.failure;
    if (e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string') return itemFailure('io', e.message);
    throw e;
  }
}

function statOf(path: string): Stats | null {
  try { return lstatSync(path); } catch { return null; }
}

function toItem(fullName: string, st: Stats): FileItem {
  let isDirectory = st.isDirectory();
  if (st.isSymbolicLink()) { try { isDirectory = statSync(fullName).isDirectory(); } catch { /* a dangling link is a file */ } }
  return {
    name: basename(fullName), fullName, parent: dirname(fullName), isDirectory,
    length: isDirectory ? 0 : st.size, lastWriteTime: st.mtimeMs,
    mode: `${st.isSymbolicLink() ? 'l' : isDirectory ? 'd' : '-'}----`,
  };
}

/** about_Wildcards: `*`, `?` and `[a-c]`, case-insensitive as PowerShell's file system provider on Windows is not; here case-sensitive like the platform. */
function wildcard(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') { const end = pattern.indexOf(']', i); if (end > i) { re += pattern.slice(i, end + 1); i = end; } else re += '\\['; }
    else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const hasWildcard = (text: string) => /[*?[]/.test(text);

export function createItemHost(location: Location): ItemHost {
  const full = (path: string) => location.resolvePath(path === '~' || path.startsWith('~/') ? homedir() + path.slice(1) : path);
  const existing = (path: string): FileItem => {
    const f = full(path);
    const st = statOf(f);
    if (!st) return notFound(f);
    return toItem(f, st);
  };
  const children = (dir: string, recurse: boolean, force: boolean, out: FileItem[]): FileItem[] => {
    for (const name of readdirSync(dir).sort()) {
      if (!force && name.startsWith('.')) continue;
      const st = statOf(join(dir, name));
      if (!st) continue;
      const item = toItem(join(dir, name), st);
      out.push(item);
      if (recurse && item.isDirectory && !st.isSymbolicLink()) children(item.fullName, true, force, out);
    }
    return out;
  };
  return {
    setLocation: (path) => location.setLocation(path === '~' || path.startsWith('~/') ? homedir() + path.slice(1) : path),
    resolveItems: (path, options = { hidden: true }) => outcome(() => {
      const f = full(path);
      const name = basename(f);
      if (!hasWildcard(name)) { const st = statOf(f); return st ? [toItem(f, st)] : []; }
      const dir = dirname(f);
      if (!statOf(dir)?.isDirectory()) return [];
      const re = wildcard(name);
      return children(dir, false, options.hidden, []).filter((i) => re.test(i.name));
    }),
    childItems: (path, { recurse, force }) => outcome(() => {
      const item = existing(path);
      return item.isDirectory ? children(item.fullName, recurse, force, []) : [item];
    }),
    readText: (path) => outcome(() => {
      const item = existing(path);
      if (item.isDirectory) fail('io', `Unable to get content because it is a directory: '${item.fullName}'. Please use 'Get-ChildItem' instead.`);
      return readTextFile(item.fullName);
    }),
    writeText: (path, text, append) => outcome(() => {
      const f = full(path);
      if (!statOf(dirname(f))?.isDirectory()) fail('notFound', `Could not find a part of the path '${f}'.`);
      if (statOf(f)?.isDirectory()) fail('io', `Access to the path '${f}' is denied.`);
      if (append) appendFileSync(f, text); else writeFileSync(f, text);
    }),
    newItem: (path, kind, text, force) => outcome(() => {
      const f = full(path);
      const st = statOf(f);
      if (st && !(force && kind === 'File' && !st.isDirectory()) && !(force && kind === 'Directory' && st.isDirectory())) {
        fail('exists', `An item with the specified name ${f} already exists.`);
      }
      // A folder is made with its missing parents (PowerShell's FileSystemProvider calls Directory.CreateDirectory);
      // a file's missing parents only with -Force (its CreateIntermediateDirectories), else the path is not found.
      if (kind === 'File' && !statOf(dirname(f))?.isDirectory()) {
        if (!force) fail('notFound', `Could not find a part of the path '${f}'.`);
        mkdirSync(dirname(f), { recursive: true });
      }
      if (kind === 'Directory') mkdirSync(f, { recursive: true }); else writeFileSync(f, text);
      return toItem(f, lstatSync(f));
    }),
    removeItem: (path, recurse) => outcome(() => {
      const item = existing(path);
      if (item.isDirectory && !recurse && readdirSync(item.fullName).length > 0) {
        fail('notEmpty', `The item at ${item.fullName} has children and the Recurse parameter was not specified. Nothing was removed.`);
      }
      rmSync(item.fullName, { recursive: true, force: true });
    }),
    copyItem: (path, destination, recurse) => outcome(() => {
      const item = existing(path);
      const target = intoFolder(full(destination), item.name);
      if (item.isDirectory && !recurse) { mkdirSync(target, { recursive: true }); return; }
      cpSync(item.fullName, target, { recursive: item.isDirectory });
    }),
    moveItem: (path, destination, force) => outcome(() => {
      const item = existing(path);
      const target = intoFolder(full(destination), item.name);
      // Move-Item never replaces a file silently: PowerShell's FileSystemProvider refuses unless -Force.
      if (!force && target !== item.fullName && statOf(target)) fail('io', 'Cannot create a file when that file already exists.');
      renameSync(item.fullName, target);
    }),
  };
}

/** Copy-Item and Move-Item put an item inside a destination that is an existing folder. */
function intoFolder(destination: string, name: string): string {
  return statOf(destination)?.isDirectory() ? join(destination, name) : destination;
}
