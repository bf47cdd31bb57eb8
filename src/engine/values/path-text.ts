// Paths as text, the way PowerShell's FileSystem provider on Unix (where svc runs) treats them: '/' is the separator
// and a '\' typed by the user counts as one. Nothing here touches the file system. One owner for [System.IO.Path]
// (static-path.ts) and the Join-Path / Split-Path cmdlets (docs/language.md, "Paths as text").
import { PSObject } from './types.js';

/** The name after the last '/' ('' for a path ending in '/'). */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Where the extension of the last name starts ('.txt'), or -1: none, or the name ends in '.'. */
export function extensionAt(path: string): number {
  const name = fileName(path);
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? -1 : path.length - name.length + dot;
}

/** GetFileNameWithoutExtension: the last name up to its last '.'. */
export function fileNameWithoutExtension(path: string): string {
  const name = fileName(path);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? name : name.slice(0, dot);
}

/** The provider's separator: a '\' the user typed is a '/'. */
export function providerPath(path: string): string {
  return path.replaceAll('\\', '/');
}

/**
 * Join-Path's join of two parts (the provider's MakePath): an empty part gives the other (an empty child leaves the
 * parent with a '/' appended), and exactly one '/' is dropped where a parent ending in '/' meets a child starting
 * with one. A child starting with '/' is still appended, not taken as a new root.
 */
export function joinProviderPath(parent: string, child: string): string {
  if (parent === '' && child === '') return '';
  if (parent === '') return providerPath(child);
  if (child === '') return parent.endsWith('/') ? parent : parent + '/';
  const p = providerPath(parent);
  const c = providerPath(child);
  if (p.endsWith('/')) return p + (c.startsWith('/') ? c.slice(1) : c);
  return c.startsWith('/') ? p + c : p + '/' + c;
}

/**
 * Split-Path's parent (the provider's GetParentPath): trailing separators go, then everything before the last '/'
 * ('/' itself for a name at the root, '' for a bare name or the root). A parent that is only a drive qualifier
 * keeps its separator ('C:\Temp' gives 'C:/'), as PowerShell's Split-Path tests expect.
 */
export function parentProviderPath(path: string): string {
  const p = providerPath(path).replace(/\/+$/, '');
  const last = p.lastIndexOf('/');
  if (last < 0) return '';
  const parent = last === 0 ? '/' : p.slice(0, last);
  return /^[^/]*:$/.test(parent) ? parent + '/' : parent;
}

/** Split-Path -Leaf (the provider's GetChildName): the last name, trailing separators ignored. */
export function leafProviderPath(path: string): string {
  return fileName(providerPath(path).replace(/\/+$/, ''));
}

/** A drive or provider qualifier at the start ('env:', 'FileSystem::'), or null. */
export function pathQualifier(path: string): string | null {
  const colon = path.indexOf(':');
  if (colon < 0) return null;
  return path.startsWith('::', colon) ? path.slice(0, colon + 2) : path.slice(0, colon + 1);
}

/** Split-Path -IsAbsolute on Unix: rooted at '/', or qualified by a drive or provider ('fs:/usr'); '~' is relative. */
export function isAbsoluteProviderPath(path: string): boolean {
  const p = providerPath(path);
  return p.startsWith('/') || /^[A-Za-z][\w.-]*:/.test(p);
}

/** A PathInfo (Get-Location, Set-Location -PassThru, $PWD): its string form is its Path (item-access.ts's table). */
export function pathInfo(path: string): PSObject {
  return PSObject.from([['Path', path]], ['System.Management.Automation.PathInfo', 'System.Object']);
}
