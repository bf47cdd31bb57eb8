// Script files as commands (about_Scripts, about_Operators: the call and dot-sourcing operators): a command name
// with a path separator (`./defs.svc`, `/srv/api/main.ps1`, `..\x.ps1`) names a script file. `& ./f.svc` and
// `./f.svc` run it in a new scope that is also its `$script:` scope; `. ./f.svc` runs it in the caller's scope, so
// its functions, variables and endpoints stay. Relative paths resolve against the current location, as PowerShell
// does (not against the calling script's folder: that is what `$PSScriptRoot` is for). Reading files is a power of
// the shell's host (Host.files); endpoint scripts have none (docs/contract.md 6).
import type * as A from '../../../grammar/ast.js';
import { parseScript } from '../values/index.js';
import type { CommandArgument } from '../commands/parameter-binder.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import { ExitSignal } from '../errors/signals.js';
import { Variable } from './scope.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { buildFunctionInfo } from './functions.js';
import { functionProcessor, scriptBlockInfo } from './invoke.js';
import { annotate, stackTrace } from './error-model.js';
import { commandNotFound } from './command-lookup.js';
import { isScriptPath, sharedFileKey } from '../protocol/shared-files.js';
import { endpointScripts } from '../values/index.js';

/** The extensions svc runs as scripts: `.ps1` files are the same language (docs/files.md). */
const SCRIPT_EXTENSION = /\.(svc|ps1)$/i;

export { isScriptPath } from '../protocol/shared-files.js';

/**
 * PowerShell does not run a script from the current location by its bare name, and says how to (the "Suggestion"
 * it adds to CommandNotFoundException): the hint for `defs.svc` when no command has that name.
 */
export function bareScriptHint(name: string): string | null {
  return SCRIPT_EXTENSION.test(name) && !isScriptPath(name)
    ? `svc does not load commands from the current location by bare name; to run the script file, type "./${name}".`
    : null;
}

interface ScriptCall {
  name: string;
  args: readonly CommandArgument[];
  extent: A.Extent;
  expectingInput: boolean;
  dotSource: boolean;
}

/** A script file as a pipeline element. */
export function scriptFileProcessor(f: Frame, call: ScriptCall, out: Out): Processor {
  const { path, ast } = loadScriptFile(f, call);
  const info = buildFunctionInfo('<ScriptBlock>', false, ast, [], path);
  const inner = functionProcessor(f, {
    info, file: path, args: call.args, extent: call.extent, expectingInput: call.expectingInput,
    dotSource: call.dotSource, invokedAs: call.name, scriptScope: !call.dotSource,
  }, out);
  return exitEndsScript(f, inner);
}

/**
 * about_Language_Keywords (exit): `exit N` in a script file ends that script, not its caller, and sets
 * $LASTEXITCODE to N for the caller; only at the top (the prompt's own input, or the file svc runs) does it end svc.
 */
function exitEndsScript(f: Frame, inner: Processor): Processor {
  let exited = false;
  const guard = (step: () => void) => {
    if (exited) return;
    try {
      step();
    } catch (e) {
      if (!(e instanceof ExitSignal)) throw e;
      exited = true;
      f.session.global.vars.set('lastexitcode', new Variable('LASTEXITCODE', e.exitCode));
      f.session.lastSuccess = e.exitCode === 0;
    }
  };
  const p: Processor = {
    failed: false,
    begin: () => guard(() => inner.begin()),
    process: (input, hasInput) => guard(() => inner.process(input, hasInput)),
    end: () => { guard(() => inner.end()); p.failed = inner.failed; },
    wraps: inner,
  };
  return p;
}

function loadScriptFile(f: Frame, call: ScriptCall): { path: string; ast: A.ScriptBlock } {
  const { name, extent } = call;
  if (!SCRIPT_EXTENSION.test(name)) {
    const te = fileError(`'${name}' is not a script file: svc runs .svc and .ps1 files.`, 'NotAScriptFile', 'InvalidArgument', name, 'System.NotSupportedException');
    annotate(f, te.record, name, extent);
    throw te;
  }
  return readScriptFile(f, name, extent, call.args, 'script');
}

/**
 * The text of a script file a command names, parsed: through the shell's file powers (Host.files), or in an endpoint
 * from the files shipped with its definition (docs/files.md, "Code that endpoints share"), parsed once per isolate in
 * the one script cache. Shared by script calls and Import-Module.
 */
export function readScriptFile(f: Frame, name: string, extent: A.Extent, args: readonly unknown[], what: 'script' | 'module'): { path: string; ast: A.ScriptBlock } {
  const files = f.session.host.files;
  const fail = (te: TerminatingError): never => { annotate(f, te.record, name, extent); throw te; };
  const label = what === 'script' ? 'script file' : 'module';
  if (files === undefined) {
    const shared = f.session.sharedFiles?.get(sharedFileKey(f.call.file, name));
    if (shared !== undefined) {
      const prepared = endpointScripts.get(shared.text, true);
      if (prepared.errors.length > 0) throw new TerminatingError(parseErrorRecord(prepared.errors[0], shared.text, shared.scriptName, stackTrace(f.session)), false);
      return { path: shared.scriptName, ast: prepared.ast };
    }
    const why = f.session.inEndpoint
      ? `in an endpoint script: endpoint scripts read no files, and only a ${label} named by a constant path in the endpoint's own code is read by the shell when the endpoint is defined and shipped with it (docs/files.md, "Code that endpoints share").`
      : 'in this session: running script files is a power of the svc shell.';
    fail(fileError(`The ${label} '${name}' cannot be loaded ${why}`, 'ScriptFileNotAllowed', 'PermissionDenied', name, 'System.NotSupportedException'));
  }
  const path = files!.resolvePath(name);
  const read = files!.readScript(path, 'script', f.call.file, args);
  if (!read.ok && read.kind === 'notFound') return fail(what === 'script' ? commandNotFound(name) : moduleNotFound(name));
  if (!read.ok) return fail(fileError(`Cannot read the ${label} '${path}': ${read.message}`, 'ScriptFileUnreadable', 'ReadError', name, 'System.IO.IOException'));
  const text = read.value;
  const parsed = parseScript(text);
  if (parsed.errors.length > 0) throw new TerminatingError(parseErrorRecord(parsed.errors[0], text, path, stackTrace(f.session)), false);
  return { path, ast: parsed.ast };
}

/** Import-Module of a name that is no module file (PowerShell's Modules_ModuleNotFound). */
export function moduleNotFound(name: string): TerminatingError {
  return new TerminatingError(new ErrorRecord(new PSException('System.IO.FileNotFoundException',
    `The specified module '${name}' was not loaded because no valid module file was found in any module directory.`), 'Modules_ModuleNotFound,Microsoft.PowerShell.Commands.ImportModuleCommand', 'ResourceUnavailable', name), false);
}

function fileError(message: string, id: string, category: 'PermissionDenied' | 'InvalidArgument' | 'ReadError', target: string, type: string): TerminatingError {
  return new TerminatingError(new ErrorRecord(new PSException(type, message), id, category, target), false);
}

/**
 * A syntax error in a script file run as a command: PowerShell's ParseException, placed at the file, line and column
 * of the error (not at the call site), so the shell shows `ParserError: FILE:LINE` with the offending line.
 */
export function parseErrorRecord(error: A.ParseError, source: string, path: string, callerStack: readonly string[] = []): ErrorRecord {
  const ex = new PSException('System.Management.Automation.ParseException', error.message);
  const record = new ErrorRecord(ex, error.id, 'ParserError', null);
  const lineText = source.split(/\r?\n/)[error.line - 1] ?? '';
  record.invocationInfo = {
    commandName: null, scriptName: path, scriptLineNumber: error.line, offsetInLine: error.column,
    endLineNumber: error.extent.endLine, endOffsetInLine: error.extent.endColumn, line: lineText,
  };
  record.scriptStackTrace = [`at <ScriptBlock>, ${path}: line ${error.line}`, ...callerStack];
  return record;
}

/**
 * Invoke-Expression (about_Invoke-Expression): the text runs as if typed where the command is, dot-sourced in the
 * caller's scope (its variables and functions stay, `$_` is the caller's), streaming its output as the command's.
 * A syntax error is the text's ParseException, placed at its own line and column, and ends the statement.
 */
export function invokeExpression(f: Frame, text: string, out: Out, commandName: string): void {
  const parsed = parseScript(text);
  if (parsed.errors.length > 0) {
    const record = parseErrorRecord(parsed.errors[0], text, '', stackTrace(f.session));
    record.fullyQualifiedErrorId += `,${commandName}`;
    throw new TerminatingError(record, false);
  }
  // The text has no file: its errors show their own line, as PowerShell's do (an empty ScriptName).
  const p = functionProcessor(f, { info: scriptBlockInfo(parsed.ast), file: '', args: [], extent: f.call.pos, expectingInput: false, dotSource: true }, out);
  try {
    p.begin();
    p.process(undefined, false);
    p.end();
  } finally {
    p.finish?.();
  }
}
