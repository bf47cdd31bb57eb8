// `#Requires -Version N` (about_Requires): a script that needs a newer PowerShell than svc reports does not run at
// all; it fails before its first statement with ScriptRequiresException (FullyQualifiedErrorId
// ScriptRequiresUnmatchedPSVersion). Other #Requires forms (-Modules, -RunAsAdministrator...) are not checked.
import type { ScriptBlock } from '../../../grammar/ast.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import { compareVersion, parseVersion, PS_VERSION } from '../values/index.js';

const REQUIRES = /^[ \t]*#requires[ \t]+-version[ \t]+(\S+)/gim;

const checked = new WeakMap<ScriptBlock, string | null>();

/** The version a script's `#Requires -Version` asks for when svc's is lower; null when it may run. Memoised per AST. */
function unmetVersion(ast: ScriptBlock): string | null {
  let unmet = checked.get(ast);
  if (unmet !== undefined) return unmet;
  unmet = null;
  if (/#requires/i.test(ast.text)) {
    for (const m of ast.text.matchAll(REQUIRES)) {
      const wanted = parseVersion(m[1]);
      if (wanted !== null && compareVersion(wanted, PS_VERSION) > 0) { unmet = `${wanted.major}.${wanted.minor}`; break; }
    }
  }
  checked.set(ast, unmet);
  return unmet;
}

/** Throws the script-terminating ScriptRequiresException when the script's #Requires -Version is not met. */
export function checkRequirements(ast: ScriptBlock, file: string | null): void {
  const wanted = unmetVersion(ast);
  if (wanted === null) return;
  const name = file === null ? '' : file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const message = `The script '${name}' cannot be run because it contained a "#requires" statement for PowerShell ${wanted}. `
    + `The version of PowerShell that is required by the script does not match the currently running version of PowerShell ${PS_VERSION}.`;
  const ex = new PSException('System.Management.Automation.ScriptRequiresException', message);
  throw new TerminatingError(new ErrorRecord(ex, 'ScriptRequiresUnmatchedPSVersion', 'ResourceUnavailable', name), true);
}
