// Set-StrictMode (about_Set-StrictMode; PowerShell's SetStrictModeCommand): -Version 1.0, 2.0, 3.0 or Latest, or
// -Off, for the caller's scope and its child scopes. The version must be one PowerShell has had (1.0 to 7.4, as
// PSVersionInfo.IsValidPSVersion checks); anything from 3.0 up is the strictest. The checks are the interpreter's
// (strict-mode.ts).
import { defineCommand } from '../declaration.js';
import { toStringValue } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

/** Major and minor of PowerShell releases (PSVersionInfo.IsValidPSVersion) up to the 7.4 svc reports. */
function validVersion(major: number, minor: number): boolean {
  if (major >= 1 && major <= 4) return minor === 0;
  if (major === 5) return minor === 0 || minor === 1;
  if (major === 6) return minor >= 0 && minor <= 2;
  if (major === 7) return minor >= 0 && minor <= 4;
  return false;
}

export const setStrictMode = defineCommand({
  name: 'Set-StrictMode',
  synopsis: 'Establishes and enforces coding rules in expressions, scripts, and script blocks.',
  description: 'Turns strict mode on (-Version) or off (-Off) for the current scope and its child scopes. 1.0: reading a '
    + 'variable never set is an error (except $name in a string); 2.0: also in strings, and reading a property an object '
    + 'does not have; 3.0 and Latest: also an array index outside the array.',
  defaultParameterSet: 'Version',
  parameters: [
    { name: 'Version', type: 'object', mandatory: true, aliases: ['v'], parameterSets: ['Version'], help: '1.0, 2.0, 3.0 or Latest.' },
    { name: 'Off', type: 'switch', mandatory: true, parameterSets: ['Off'], help: 'Turns strict mode off.' },
  ],
  examples: [
    { code: 'Set-StrictMode -Version Latest', remarks: 'The strictest rules, for this scope and its children.', output: '' },
    { code: 'Set-StrictMode -Off', remarks: 'Back to the default.', output: '' },
  ],
  end(ctx) {
    if (ctx.params.Off === true) { ctx.setStrictMode(0); return; }
    const given = ctx.params.Version;
    const text = toStringValue(given).trim();
    if (text.toLowerCase() === 'latest') { ctx.setStrictMode(3); return; }
    const m = /^(\d+)(?:\.(\d+))?(?:\.\d+){0,2}$/.exec(text);
    const major = m ? Number(m[1]) : NaN;
    const minor = m ? Number(m[2] ?? 0) : NaN;
    if (!validVersion(major, minor)) {
      const shown = m ? `${major}.${minor}` : text;
      return ctx.throwTerminating(cmdletError('Set-StrictMode',
        `Cannot validate argument on parameter 'Version'. The "${shown}" argument does not contain a valid PowerShell version. Supply a valid version number and then try the command again.`,
        'ParameterArgumentValidationError', 'InvalidData', given, 'System.Management.Automation.ParameterBindingValidationException'));
    }
    ctx.setStrictMode(Math.min(major, 3));
  },
});
