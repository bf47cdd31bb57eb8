// [System.IO.Path] (the .NET reference, System.IO.Path on Unix, where svc runs): pure text operations on paths with
// '/' as the separator; nothing here touches the file system. GetFileName('a/b.txt') is 'b.txt', GetExtension is
// '.txt' (empty when there is none or the name ends in '.'), GetDirectoryName of a bare name is '', Combine starts
// over at a rooted part, Join does not. The name and extension rules are path-text.ts's, shared with Split-Path.
import { arity, strArg } from './member-helpers.js';
import { extensionAt, fileName, fileNameWithoutExtension } from './path-text.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { PSChar } from './types.js';
import { toStringValue } from './to-string.js';

export const pathStatics: StaticMembers[] = [];

function directoryName(p: string): string | null {
  if (p === '' || p === '/') return null;
  const i = p.lastIndexOf('/');
  if (i < 0) return '';
  return i === 0 ? '/' : p.slice(0, i).replace(/\/+$/, '') || '/';
}

/** Path arguments: each given separately, or one array of them (Combine(string[])). */
function parts(a: unknown[]): string[] {
  return (a.length === 1 && Array.isArray(a[0]) ? a[0] : a).map((x) => toStringValue(x));
}

function combine(ps: string[]): string {
  let out = '';
  for (const p of ps) {
    if (p === '') continue;
    out = p.startsWith('/') || out === '' ? p : out.endsWith('/') ? out + p : out + '/' + p;
  }
  return out;
}

function join(ps: string[]): string {
  let out = '';
  for (const p of ps) {
    if (p === '') continue;
    out = out === '' ? p : out.endsWith('/') || p.startsWith('/') ? out + p : out + '/' + p;
  }
  return out;
}

staticAdder(pathStatics)('System.IO.Path', {
  properties: {
    DirectorySeparatorChar: () => new PSChar(47), AltDirectorySeparatorChar: () => new PSChar(47),
    PathSeparator: () => new PSChar(58), VolumeSeparatorChar: () => new PSChar(47),
  },
  methods: {
    GetFileName: (a) => { arity('GetFileName', a, 1); return a[0] === null ? null : fileName(strArg(a, 0)); },
    GetExtension: (a) => { arity('GetExtension', a, 1); if (a[0] === null) return null; const p = strArg(a, 0); const i = extensionAt(p); return i < 0 ? '' : p.slice(i); },
    GetFileNameWithoutExtension: (a) => {
      arity('GetFileNameWithoutExtension', a, 1);
      return a[0] === null ? null : fileNameWithoutExtension(strArg(a, 0));
    },
    GetDirectoryName: (a) => { arity('GetDirectoryName', a, 1); return a[0] === null ? null : directoryName(strArg(a, 0)); },
    HasExtension: (a) => extensionAt(strArg(a, 0)) >= 0,
    ChangeExtension: (a) => {
      arity('ChangeExtension', a, 2);
      const p = strArg(a, 0);
      const i = extensionAt(p);
      const base = i < 0 ? (p.endsWith('.') ? p.slice(0, -1) : p) : p.slice(0, i);
      if (a[1] === null) return base;
      const ext = strArg(a, 1);
      return base + (ext.startsWith('.') ? ext : '.' + ext);
    },
    IsPathRooted: (a) => strArg(a, 0).startsWith('/'),
    IsPathFullyQualified: (a) => strArg(a, 0).startsWith('/'),
    GetPathRoot: (a) => (strArg(a, 0).startsWith('/') ? '/' : ''),
    Combine: (a) => combine(parts(a)),
    Join: (a) => join(parts(a)),
    GetInvalidFileNameChars: () => [new PSChar(0), new PSChar(47)],
    GetInvalidPathChars: () => [new PSChar(0)],
  },
});
