// Code that endpoints share (docs/files.md, "Code that endpoints share"): the files an endpoint script loads with
// `. ./helpers.svc` or `Import-Module ./helpers.psm1`. Endpoint scripts cannot read files, so the shell reads them when
// the endpoint is defined and ships their text with the definition; in the isolate, the script's own call finds the
// text by the path as written and the file that wrote it. Plain data: it crosses the isolate edge as JSON.

export interface SharedFile {
  /** How the endpoint's code names it (`./helpers.svc`), exactly as written in the call. */
  name: string;
  /** How the isolate names the file whose code loads it: null for an -Endpoint block, else that file's scriptName. */
  from: string | null;
  /** How stack traces inside it name it: the path as written, joined to its loader's folder. */
  scriptName: string;
  /** The absolute path on the defining machine (Get-SvcEndpoint, watching). */
  path: string;
  text: string;
}

/** The lookup key of a shared file: the loader's name and the path as written. */
export function sharedFileKey(from: string | null, name: string): string {
  return `${from ?? ''}\u0000${name}`;
}

/** The shared files of one endpoint by key (a session's lookup table). */
export function sharedFileTable(files: readonly SharedFile[] | null | undefined): ReadonlyMap<string, SharedFile> | null {
  if (files === null || files === undefined || files.length === 0) return null;
  return new Map(files.map((f) => [sharedFileKey(f.from, f.name), f]));
}

/** A command name that names a file rather than a command (about_Command_Precedence: a path is never looked up). */
export function isScriptPath(name: string): boolean {
  return name.includes('/') || name.includes('\\');
}
