// Script modules (about_Modules, Import-Module, Export-ModuleMember): a .psm1 file run once in a scope of its own,
// under the global scope, that is also its `$script:` scope. Its functions keep that scope as their home
// (FunctionInfo.moduleScope), so they reach the module's private functions and variables from wherever they are
// called. What the module exports is imported into the global scope (the caller's with -Scope Local): without an
// Export-ModuleMember call its functions and aliases, never its variables; with one, only what the calls name
// (wildcards allowed). A module already imported in the session is not run again unless -Force.
import type * as A from '../../../grammar/ast.js';
import type { AliasEntry } from '../commands/declaration.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import { wildcardMatch } from '../values/index.js';
import { Frame, type Out } from './frame.js';
import { Scope, Variable } from './scope.js';
import type { FunctionInfo } from './function-info.js';
import { buildFunctionInfo, setFunction } from './functions.js';
import { functionProcessor } from './invoke.js';
import { storeAlias } from './alias-table.js';
import { readScriptFile } from './script-files.js';

/** What Export-ModuleMember named; null members: that kind was not named (about_Modules: then nothing of it). */
interface ExportSpec {
  functions: string[];
  aliases: string[];
  variables: string[];
}

export interface ModuleInfo {
  /** The file name without its extension (PSModuleInfo.Name). */
  readonly name: string;
  /** The file as the session names it: an absolute path in the shell, the shipped name in an endpoint. */
  readonly path: string;
  readonly scope: Scope;
  /** null until the module calls Export-ModuleMember. */
  exports: ExportSpec | null;
}

export interface ImportOptions {
  force: boolean;
  /** Global (the default) or Local: where the exported members go. */
  scope: 'Global' | 'Local';
  /** -Function: only these of the exported functions (wildcards). */
  functions: readonly string[] | null;
}

/** Import-Module NAME: runs the module (once per session) and imports its exported members; returns the module. */
export function importModule(f: Frame, name: string, extent: A.Extent, options: ImportOptions, out: Out): ModuleInfo {
  const { path, ast } = readScriptFile(f, name, extent, [], 'module');
  let module = f.session.modules.get(path);
  if (module === undefined || options.force) {
    module = runModule(f, path, ast, extent, out);
    f.session.modules.set(path, module);
  }
  const target = options.scope === 'Local' ? f.scope : f.session.global;
  for (const fn of exportedFunctions(module)) {
    if (options.functions === null || options.functions.some((p) => wildcardMatch(fn.name, p))) setFunction(target, fn);
  }
  for (const alias of exportedAliases(module)) storeAlias(target, alias);
  for (const v of exportedVariables(module)) target.vars.set(v.name.toLowerCase(), v);
  return module;
}

function runModule(f: Frame, path: string, ast: A.ScriptBlock, extent: A.Extent, out: Out): ModuleInfo {
  const scope = new Scope(f.session.global);
  const module: ModuleInfo = { name: baseName(path), path, scope, exports: null };
  scope.module = module;
  const home = new Frame(f.session, scope, scope, f.call);
  const p = functionProcessor(home, { info: buildFunctionInfo('<ScriptBlock>', false, ast, [], path), file: path, args: [], extent, expectingInput: false, dotSource: true }, out);
  try {
    p.begin();
    p.process(undefined, false);
    p.end();
  } finally {
    p.finish?.();
  }
  return module;
}

/** Export-ModuleMember: adds to what the calling module exports; outside a module, PowerShell's error. */
export function exportModuleMember(f: Frame, spec: ExportSpec): void {
  const module = f.scriptScope.module;
  if (module === null) {
    throw new TerminatingError(new ErrorRecord(new PSException('System.InvalidOperationException',
      'The Export-ModuleMember cmdlet can only be called from inside a module.'), 'Modules_CanOnlyExecuteExportModuleMemberInsideAModule', 'PermissionDenied', null), false);
  }
  const exports = (module.exports ??= { functions: [], aliases: [], variables: [] });
  exports.functions.push(...spec.functions);
  exports.aliases.push(...spec.aliases);
  exports.variables.push(...spec.variables);
}

const named = (patterns: readonly string[] | null, name: string) => patterns === null || patterns.some((p) => wildcardMatch(name, p));

function exportedFunctions(module: ModuleInfo): FunctionInfo[] {
  return [...module.scope.functions?.values() ?? []].filter((fn) => named(module.exports?.functions ?? null, fn.name));
}

function exportedAliases(module: ModuleInfo): AliasEntry[] {
  return [...module.scope.aliases?.values() ?? []].filter((a) => named(module.exports?.aliases ?? null, a.name));
}

function exportedVariables(module: ModuleInfo): Variable[] {
  if (module.exports === null) return [];
  return [...module.scope.vars.values()].filter((v) => named(module.exports!.variables, v.name));
}

function baseName(path: string): string {
  const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}
