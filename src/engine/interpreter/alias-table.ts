// Aliases live in scopes, as variables do (about_Aliases, about_Scopes): each scope has its own table (made on first
// use), the builtin aliases declared with their cmdlets are in the global one, and a lookup walks from the current
// scope out to the global one. So Set-Alias in a function or a called script lasts until it returns, unless -Scope
// says Global, Script or a number of scopes up (PowerShell's Set-Alias.Tests.ps1 and Get-Alias.Tests.ps1).
// The options (about_Aliases, -Option): a Private alias is seen only in its own scope; an AllScope alias is one alias
// seen in every scope below its own, and a change made from any of them changes it where it lives.
import type { AliasEntry, AliasScopeProblem, AliasTable } from '../commands/declaration.js';
import type { Scope } from './scope.js';
import type { Frame } from './frame.js';

const has = (entry: AliasEntry, option: AliasEntry['options'][number]) => entry.options.includes(option);

/** The alias `name` as a command lookup from `scope` finds it; undefined when there is none. Names are case-insensitive. */
export function findAlias(scope: Scope, name: string): AliasEntry | undefined {
  return findWithScope(scope, name.toLowerCase())?.entry;
}

function findWithScope(from: Scope, key: string): { entry: AliasEntry; scope: Scope } | undefined {
  for (let s: Scope | null = from; s !== null; s = s.parent) {
    const entry = s.aliases?.get(key);
    if (entry !== undefined && (s === from || !has(entry, 'Private'))) return { entry, scope: s };
  }
  return undefined;
}

/**
 * The command an alias stands for, following aliases of aliases (PowerShell resolves chains); a cycle or a name
 * that is no alias gives the name itself.
 */
export function resolveAlias(scope: Scope, name: string): string {
  let current = name;
  for (let i = 0; i < 16; i++) {
    const entry = findAlias(scope, current);
    if (entry === undefined) return current;
    current = entry.definition;
  }
  return current;
}

/** Every alias seen from `scope`, the nearest of each name. */
export function visibleAliases(scope: Scope): AliasEntry[] {
  const seen = new Map<string, AliasEntry>();
  for (let s: Scope | null = scope; s !== null; s = s.parent) {
    for (const [key, entry] of s.aliases ?? []) if (!seen.has(key) && (s === scope || !has(entry, 'Private'))) seen.set(key, entry);
  }
  return [...seen.values()];
}

/** Puts an alias in one scope's table. */
export function storeAlias(scope: Scope, entry: AliasEntry): void {
  ownAliases(scope).set(entry.name.toLowerCase(), entry);
}

/**
 * Gives a new session's global scope the builtin aliases: one table shared by every session until one changes its
 * own (copying ~140 aliases into each endpoint call's session cost more than the rest of a trivial call).
 */
export function shareAliases(scope: Scope, table: ReadonlyMap<string, AliasEntry>): void {
  scope.aliases = table;
  scope.aliasesShared = true;
}

/** The scope's own table, to change: made on first use, copied first while it is the shared builtin table. */
function ownAliases(scope: Scope): Map<string, AliasEntry> {
  if (scope.aliases === null || scope.aliasesShared) {
    scope.aliases = new Map(scope.aliases ?? []);
    scope.aliasesShared = false;
  }
  return scope.aliases as Map<string, AliasEntry>;
}

/** The alias cmdlets' view from one frame (CommandContext.aliases). */
export class FrameAliases implements AliasTable {
  constructor(private readonly f: Frame) {}

  checkScope(scope: string): AliasScopeProblem | null {
    const target = this.scopeOf(scope);
    return typeof target === 'string' ? { id: target === 'invalid' ? 'Argument' : 'ArgumentOutOfRange', scope } : null;
  }

  get(name: string, scope?: string): AliasEntry | undefined {
    if (scope === undefined) return findAlias(this.f.scope, name);
    const s = this.target(scope);
    // An AllScope alias is in every scope below its own (PowerShell copies it into each new scope).
    return s.aliases?.get(name.toLowerCase()) ?? allScope(findWithScope(s, name.toLowerCase())?.entry);
  }

  set(entry: AliasEntry, scope?: string): void {
    const found = scope === undefined ? findWithScope(this.f.scope, entry.name.toLowerCase()) : undefined;
    storeAlias(found !== undefined && has(found.entry, 'AllScope') ? found.scope : scope === undefined ? this.f.scope : this.target(scope), entry);
  }

  remove(name: string, scope?: string): boolean {
    const key = name.toLowerCase();
    if (scope !== undefined) {
      const s = this.target(scope);
      return s.aliases?.has(key) === true && ownAliases(s).delete(key);
    }
    const found = findWithScope(this.f.scope, key);
    return found !== undefined && ownAliases(found.scope).delete(key);
  }

  list(scope?: string): AliasEntry[] {
    if (scope === undefined) return visibleAliases(this.f.scope);
    const s = this.target(scope);
    const own = [...(s.aliases?.values() ?? [])];
    const names = new Set(own.map((a) => a.name.toLowerCase()));
    return [...own, ...visibleAliases(s).filter((a) => has(a, 'AllScope') && !names.has(a.name.toLowerCase()))];
  }

  private target(scope: string): Scope {
    const s = this.scopeOf(scope);
    if (typeof s === 'string') throw new Error(`The scope '${scope}' is not valid here; check it with checkScope first.`);
    return s;
  }

  /** about_Scopes: Global, Local, Private (the current scope), Script, or a number of scopes up (0 is Local). */
  private scopeOf(scope: string): Scope | 'invalid' | 'outOfRange' {
    const name = scope.trim().toLowerCase();
    if (name === 'global') return this.f.session.global;
    if (name === 'local' || name === 'private') return this.f.scope;
    if (name === 'script') return this.f.scriptScope;
    if (!/^[+-]?\d+$/.test(name)) return 'invalid';
    let n = Number(name);
    if (n < 0) return 'outOfRange';
    let s: Scope | null = this.f.scope;
    while (n > 0 && s !== null) { s = s.parent; n--; }
    return s ?? 'outOfRange';
  }
}

function allScope(entry: AliasEntry | undefined): AliasEntry | undefined {
  return entry !== undefined && has(entry, 'AllScope') ? entry : undefined;
}
