// Variables and scopes (about_Scopes, about_Variables). Names are case-insensitive: the compiler lower-cases a name
// once and every lookup uses that key. A scope is a map plus its parent; PowerShell's scoping is dynamic, so a
// function's scope is a child of its caller's scope.
import { convertTo } from '../values/index.js';
import { runtimeError } from '../errors/error-record.js';
import type { Frame } from './frame.js';
import type { CapturedVariables } from '../values/types.js';

export class Variable {
  constructor(
    public readonly name: string,
    public value: unknown,
    /** `[int]$x = ...` makes a type-constrained variable: every later assignment converts to it. */
    public typeName: string | null = null,
    public readOnly = false,
  ) {}
  /** `$private:x` (about_Scopes, Private option): visible only in the scope that made it, not in child scopes. */
  isPrivate = false;
}

/** The scope a closure made by GetNewClosure() runs under: copies of its creator's variables (about_Script_Blocks). */
export class ClosureOrigin implements CapturedVariables {
  constructor(readonly scope: Scope) {}
  get capturedNames(): string[] { return [...this.scope.vars.values()].map((v) => v.name); }
}

export class Scope {
  readonly vars = new Map<string, Variable>();
  /** Functions defined in this scope (made on first definition). */
  functions: Map<string, import('./function-info.js').FunctionInfo> | null = null;
  /**
   * Aliases defined in this scope, by lower-cased name (made on first definition; alias-table.ts). Read here; changed
   * only through alias-table.ts, which copies a table shared with other sessions (the builtins) first.
   */
  aliases: ReadonlyMap<string, import('../commands/declaration.js').AliasEntry> | null = null;
  /** `aliases` is the builtin table every session starts with, not this scope's own copy. */
  aliasesShared = false;
  /** Set-StrictMode in this scope: 0 off, 1-3 the version; undefined: as the parent scope (strict-mode.ts). */
  strictMode: number | undefined = undefined;
  /** Set on a script module's own scope (modules.ts): Export-ModuleMember finds its module through `$script:`. */
  module: import('./modules.js').ModuleInfo | null = null;
  constructor(public readonly parent: Scope | null) {}

  /** Finds the variable in this scope or the nearest ancestor. `key` is the lower-cased name. */
  lookup(key: string): Variable | undefined {
    const own = this.vars.get(key);
    if (own !== undefined) return own;
    // A parent's private variable is skipped: the child sees the next one up, or none (about_Scopes).
    for (let s = this.parent; s !== null; s = s.parent) {
      const v = s.vars.get(key);
      if (v !== undefined && !v.isPrivate) return v;
    }
    return undefined;
  }

  /** Assignment without a scope modifier writes to the current scope, creating the variable there (about_Scopes). */
  setLocal(key: string, name: string, value: unknown, f: Frame | null): void {
    const v = this.vars.get(key);
    if (v === undefined) { this.vars.set(key, new Variable(name, value)); return; }
    assignVariable(v, value, f);
  }
}

export function assignVariable(v: Variable, value: unknown, f: Frame | null): void {
  if (v.readOnly) {
    throw readOnlyError(v.name);
  }
  v.value = v.typeName === null ? value : convertTo(value, v.typeName, f === null ? undefined : f.valueContext);
}

export function readOnlyError(name: string): Error {
  return runtimeError(`Cannot overwrite variable ${name} because it is read-only or constant.`, 'VariableNotWritable', 'WriteError',
    'System.Management.Automation.SessionStateUnauthorizedAccessException', name);
}
