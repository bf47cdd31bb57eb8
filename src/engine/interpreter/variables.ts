// Reading and writing variables by name (about_Variables, about_Scopes, about_Automatic_Variables,
// about_Environment_Variables). Names are lower-cased once, at compile time.
import type * as A from '../../../grammar/ast.js';
import type { Expr } from './compile-types.js';
import type { Frame } from './frame.js';
import type { Scope } from './scope.js';
import { Variable, assignVariable, readOnlyError } from './scope.js';
import { createPSStyle, CURRENT_CULTURE_NAME, pathInfo, toStringValue } from '../values/index.js';
import { strictVersion, variableNotSet } from './strict-mode.js';
import { readCacheValue, writeCacheValue, requireCache, unwrap, type Fail } from '../commands/svc/cache-access.js';
import { NO_EXPIRY } from '../protocol/store-types.js';
import { runtimeError, TerminatingError } from '../errors/error-record.js';

/** Automatic variables that are constants: assigning to them fails (about_Automatic_Variables). */
const CONSTANTS = new Map<string, unknown>([['true', true], ['false', false]]);

/** Automatic variables the session owns: `$?`, `$Error`, and `$PSStyle` (made on first use); `$?` and `$PSStyle` are read-only. */
const AUTOMATIC = new Map<string, { name: string; read: (f: Frame) => unknown }>([
  ['?', { name: '?', read: (f) => f.session.lastSuccess }],
  ['error', { name: 'Error', read: (f) => f.session.errors }],
  ['psstyle', { name: 'PSStyle', read: (f) => (f.session.psStyle ??= createPSStyle()) }],
  // $PSCommandPath and $PSScriptRoot (about_Automatic_Variables): the file of the code running now, so a dot-sourced
  // file and a function defined in a file see their own file, and the caller sees its own again after the call.
  ['pscommandpath', { name: 'PSCommandPath', read: (f) => f.call.file ?? '' }],
  ['psscriptroot', { name: 'PSScriptRoot', read: (f) => scriptRoot(f.call.file) }],
  // What the host says about where svc runs (about_Automatic_Variables); $null in endpoint scripts, whose host says
  // nothing about the server. $PWD follows Set-Location.
  ['pwd', { name: 'PWD', read: (f) => { const files = f.session.host.files; return files ? pathInfo(files.getLocation()) : null; } }],
  ['home', { name: 'HOME', read: (f) => f.session.host.system?.home ?? null }],
  ['pid', { name: 'PID', read: (f) => f.session.host.system?.pid ?? null }],
  ['islinux', { name: 'IsLinux', read: (f) => family(f, 'Linux') }],
  ['ismacos', { name: 'IsMacOS', read: (f) => family(f, 'MacOS') }],
  ['iswindows', { name: 'IsWindows', read: (f) => family(f, 'Windows') }],
  ['iscoreclr', { name: 'IsCoreCLR', read: () => true }],
  ['psculture', { name: 'PSCulture', read: () => CURRENT_CULTURE_NAME }],
  ['psuiculture', { name: 'PSUICulture', read: () => CURRENT_CULTURE_NAME }],
]);
const READ_ONLY = new Set(['?', 'psstyle', 'pwd', 'home', 'pid', 'islinux', 'ismacos', 'iswindows', 'iscoreclr', 'psculture', 'psuiculture']);

function family(f: Frame, name: 'Linux' | 'MacOS' | 'Windows'): boolean | null {
  const system = f.session.host.system;
  return system?.family === undefined ? null : system.family === name;
}

/** The folder of a script file ($PSScriptRoot), '' for none. */
export function scriptRoot(file: string | null): string {
  if (file === null || file === '') return '';
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return slash < 0 ? '.' : slash === 0 ? file.slice(0, 1) : file.slice(0, slash);
}

/**
 * Reads a variable. One never set is $null, or an error under Set-StrictMode (strict-mode.ts): from version 1, or
 * from version 2 when `inString` (a `$name` written in an expandable string).
 */
export function compileVariableRead(node: A.VariableExpression, inString = false): Expr {
  const key = node.name.toLowerCase();
  const scope = node.scope === null ? null : node.scope.toLowerCase();
  if (scope === 'env') {
    const name = node.name;
    return (f) => f.session.host.getEnvironmentVariable(name) ?? null;
  }
  if (scope === 'cache') {
    const name = node.name;
    return (f) => readCacheValue(f.session.host, name, raise);
  }
  if (key === 'null') return () => null;
  if (CONSTANTS.has(key)) { const v = CONSTANTS.get(key); return () => v; }
  const automatic = AUTOMATIC.get(key);
  if (automatic !== undefined && (scope === null || scope === 'global')) return automatic.read;
  const k = key === 'psitem' ? '_' : key;
  const name = node.name;
  const strictFrom = inString ? 2 : 1;
  const unset = (f: Frame): null => {
    if (strictVersion(f) >= strictFrom) throw variableNotSet(name);
    return null;
  };
  if (scope === 'using') return (f) => { throw usingWithoutInvokeCommand(name, f.session.inEndpoint); };
  if (scope === 'global') return (f) => { const v = f.session.global.lookup(k); return v === undefined ? unset(f) : v.value; };
  if (scope === 'script') return (f) => { const v = f.scriptScope.lookup(k); return v === undefined ? unset(f) : v.value; };
  if (scope === 'local' || scope === 'private') return (f) => { const v = f.scope.vars.get(k); return v === undefined ? unset(f) : v.value; };
  return (f) => {
    const v = f.scope.lookup(k);
    return v === undefined ? unset(f) : v.value;
  };
}

/**
 * `$using:x` (about_Remote_Variables) outside Invoke-Command or a job: PowerShell's UsingWithoutInvokeCommand. svc has
 * neither, and an endpoint runs in a session of its own per call, so there is never anything to copy; the message
 * says what to do instead (docs/files.md, "Code that endpoints share").
 */
function usingWithoutInvokeCommand(name: string, inEndpoint: boolean): Error {
  const base = 'A Using variable cannot be retrieved. A Using variable can be used only with Invoke-Command, Start-Job, or InlineScript in the script workflow. When it is used with Invoke-Command, the Using variable is valid only if the script block is invoked on a remote computer.';
  const endpoint = ` In an endpoint script $using:${name} has nothing to copy: each call runs in a session of its own. Write the value into the script, or share it through the cache.`;
  return runtimeError(inEndpoint ? base + endpoint : base, 'UsingWithoutInvokeCommand', 'InvalidOperation');
}

function valueOf(v: Variable | undefined): unknown {
  return v === undefined ? null : v.value;
}

/** The scope a `$scope:name` assignment writes to. */
export function targetScope(f: Frame, scope: string | null): Scope {
  switch (scope) {
    case 'global': return f.session.global;
    case 'script': return f.scriptScope;
    default: {
      // A number counts scopes up from the current one (about_Scopes: 0 is Local, 1 the parent).
      let s = f.scope;
      if (scope !== null && /^\d+$/.test(scope)) for (let n = Number(scope); n > 0 && s.parent !== null; n--) s = s.parent;
      return s;
    }
  }
}

/** Remove-Variable: from the named scope, else from where a lookup finds it; false when there is none. */
export function removeVariableByName(f: Frame, qualified: string, scopeName?: string): boolean {
  const { scope, name } = splitScope(qualified);
  const key = name.toLowerCase();
  const s = scopeName ?? scope;
  if (s !== undefined && s !== null) return targetScope(f, s.toLowerCase()).vars.delete(key);
  for (let at: Scope | null = f.scope; at !== null; at = at.parent) if (at.vars.delete(key)) return true;
  return false;
}

/** A compiled variable assignment: `$x = v`, `$script:x = v`, `$null = v` (discards). */
export function compileVariableWrite(node: A.VariableExpression): (f: Frame, value: unknown) => void {
  const key = node.name.toLowerCase();
  const name = node.name;
  const scope = node.scope === null ? null : node.scope.toLowerCase();
  if (key === 'null' && scope === null) return () => {};
  if (scope === 'env') return (f, value) => setEnvironment(f, name, value);
  if (scope === 'cache') return (f, value) => setCache(f, name, value);
  if (CONSTANTS.has(key) || READ_ONLY.has(key)) return () => { throw readOnlyError(name); };
  const k = key === 'psitem' ? '_' : key;
  if (scope === 'global' || scope === 'script') {
    return (f, value) => targetScope(f, scope).setLocal(k, name, value, f);
  }
  if (scope === 'private') {
    return (f, value) => { f.scope.setLocal(k, name, value, f); f.scope.vars.get(k)!.isPrivate = true; };
  }
  return (f, value) => {
    const v = f.scope.vars.get(k);
    if (v === undefined) f.scope.vars.set(k, new Variable(name, value));
    else assignVariable(v, value, f);
  };
}

/** Get-Variable / $ExecutionContext-style lookup by a name that may carry a scope prefix (`script:x`). */
export function getVariableByName(f: Frame, qualified: string): { found: boolean; value: unknown } {
  const { scope, name } = splitScope(qualified);
  const key = name.toLowerCase();
  if (scope === 'env') {
    const v = f.session.host.getEnvironmentVariable(name);
    return { found: v !== undefined, value: v ?? null };
  }
  if (key === 'null') return { found: true, value: null };
  if (CONSTANTS.has(key)) return { found: true, value: CONSTANTS.get(key) };
  const automatic = AUTOMATIC.get(key);
  if (automatic !== undefined) return { found: true, value: automatic.read(f) };
  const k = key === 'psitem' ? '_' : key;
  const v = scope === 'global' ? f.session.global.lookup(k) : scope === 'script' ? f.scriptScope.lookup(k)
    : scope === 'local' ? f.scope.vars.get(k) : f.scope.lookup(k);
  return v === undefined ? { found: false, value: null } : { found: true, value: v.value };
}

export function setVariableByName(f: Frame, qualified: string, value: unknown, scopeName?: string): void {
  const { scope, name } = splitScope(qualified);
  const s = (scopeName ?? scope ?? 'local').toLowerCase();
  const key = name.toLowerCase();
  if (key === 'null') return;
  if (scope === 'env') { setEnvironment(f, name, value); return; }
  if (CONSTANTS.has(key) || READ_ONLY.has(key)) throw readOnlyError(name);
  targetScope(f, s).setLocal(key === 'psitem' ? '_' : key, name, value, f);
}

function splitScope(qualified: string): { scope: string | null; name: string } {
  const m = /^(global|script|local|private|env|variable):(.*)$/i.exec(qualified);
  return m ? { scope: m[1].toLowerCase() === 'variable' ? null : m[1].toLowerCase(), name: m[2] } : { scope: null, name: qualified };
}

/** Names of every visible variable, innermost definition first, for Get-Variable and tab completion. */
export function listVariables(f: Frame): { name: string; value: unknown }[] {
  const seen = new Map<string, { name: string; value: unknown }>();
  for (let s: Scope | null = f.scope; s !== null; s = s.parent) {
    for (const [k, v] of s.vars) if (!seen.has(k)) seen.set(k, { name: v.name, value: v.value });
  }
  for (const [k, v] of CONSTANTS) if (!seen.has(k)) seen.set(k, { name: k === 'true' ? 'true' : 'false', value: v });
  seen.set('null', { name: 'null', value: null });
  for (const a of AUTOMATIC.values()) seen.set(a.name.toLowerCase(), { name: a.name, value: a.read(f) });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const raise: Fail = (record) => { throw new TerminatingError(record); };

/**
 * `$Cache:name = value` (docs/state.md): Set-SvcCache -Key name -Value value, without expiration; `$null` removes the
 * key. A read and a write are two store calls: `$Cache:n = $Cache:n + 1` may lose a concurrent caller's update
 * (Update-SvcCache may not).
 */
function setCache(f: Frame, name: string, value: unknown): void {
  const host = f.session.host;
  if (value === null || value === undefined) unwrap(requireCache(host, raise).remove(name), name, raise);
  else writeCacheValue(host, name, value, NO_EXPIRY, raise, f.valueContext);
}

/**
 * `$env:NAME = value` (about_Environment_Variables): the host's environment, where it has one; `$null` or '' removes
 * the variable. Endpoint scripts have no environment: there it stays read-only.
 */
function setEnvironment(f: Frame, name: string, value: unknown): void {
  const host = f.session.host;
  if (!host.setEnvironmentVariable) throw readOnlyError(`env:${name}`);
  const text = value === null || value === undefined ? '' : toStringValue(value);
  host.setEnvironmentVariable(name, text === '' ? undefined : text);
}
