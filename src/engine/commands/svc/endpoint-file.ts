// New-SvcEndpoint -Path FILE (PowerShell Universal's form, docs/files.md): the endpoint's script is a whole file,
// relative to the folder of the file whose code defines the endpoint, or to the current location at the prompt.
// The file is read through the shell's host (Host.files) and checked as a file: line 1 is its first line. The check
// goes through this realm's one script cache, so a reload that reads the same text again does not parse it again.
import type { CommandContext } from '../declaration.js';
import type { FileHost } from '../../host.js';
import { describeParseError } from '../../protocol/endpoint-script.js';
import { endpointScripts } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

export interface EndpointFile {
  /** The absolute path, for Get-SvcEndpoint and for watching. */
  path: string;
  /** The -Path argument as written: how stack traces name the file. */
  scriptName: string;
  text: string;
}

/** The shell's file powers, which -Path needs; a session without them (an endpoint) gets a terminating error. */
export function requireFiles(ctx: CommandContext, command: string, given: string): FileHost {
  const files = ctx.host.files;
  if (files !== undefined) return files;
  return ctx.throwTerminating(cmdletError(command, `-Path needs the svc shell's file access, which this session does not have.`, 'FileAccessNotAvailable', 'ResourceUnavailable', given, 'System.InvalidOperationException'));
}

export function readEndpointFile(ctx: CommandContext, command: string, given: string): EndpointFile {
  const files = requireFiles(ctx, command, given);
  const from = ctx.session.currentFile;
  const path = files.resolvePath(given, from === null ? null : folderOf(from));
  const read = files.readScript(path, 'endpoint', from);
  if (!read.ok && read.kind === 'notFound') {
    return ctx.throwTerminating(cmdletError(command, `Cannot find path '${path}' because it does not exist.`, 'PathNotFound', 'ObjectNotFound', given, 'System.Management.Automation.ItemNotFoundException'));
  }
  if (!read.ok) {
    return ctx.throwTerminating(cmdletError(command, `Cannot read the endpoint script '${path}': ${read.message}`, 'EndpointFileUnreadable', 'ReadError', given, 'System.IO.IOException'));
  }
  const text = read.value;
  const { errors } = endpointScripts.get(text, true);
  if (errors.length > 0) {
    const message = `The endpoint script has a syntax error. ${describeParseError(errors[0]).replace('At line:', `At ${given}:`)}`;
    ctx.throwTerminating(cmdletError(command, message, 'EndpointParseError', 'ParserError', given, 'System.Management.Automation.ParseException'));
  }
  return { path, scriptName: given, text };
}

/** The folder of a file's absolute path (the engine knows no path module: '/' or '\\' ends the folder). */
export function folderOf(file: string): string {
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return slash <= 0 ? file.slice(0, slash + 1) || '.' : file.slice(0, slash);
}
