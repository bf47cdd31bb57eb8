// The arguments after the file on svc's command line (`svc defs.svc -Port 8080 -Verbose:$false extra`), read as
// pwsh reads them after -File (about_Pwsh): an argument that is a dash and a name names a parameter, whose value is
// the next argument (the binder pairs them, as for `-Port 8080` typed in a script) or, after a colon, the rest of the
// argument, where $true and $false are booleans (PowerShell's pull request 4178, for switches); every other argument
// is a positional string. The same arguments are passed again when a reload reruns the file (docs/files.md).
import { NoValue, type CommandArgument } from '../engine/commands/parameter-binder.js';

const PARAMETER = /^-([A-Za-z_?][\w-]*)(?::([\s\S]*))?$/;

export function fileArguments(args: readonly string[]): CommandArgument[] {
  return args.map((arg): CommandArgument => {
    const m = PARAMETER.exec(arg);
    if (m === null) return { kind: 'positional', value: arg };
    if (m[2] === undefined) return { kind: 'named', name: m[1], value: NoValue };
    const value = m[2].toLowerCase() === '$true' ? true : m[2].toLowerCase() === '$false' ? false : m[2];
    return { kind: 'named', name: m[1], value };
  });
}
