// Get-Culture and Get-UICulture: svc's current culture, en-US for both (values/culture.ts; docs/values.md).
import { defineCommand } from '../declaration.js';
import { currentCulture } from '../../values/index.js';

const cultureCommand = (name: string, what: string) => defineCommand({
  name,
  synopsis: `Gets the current ${what} set in the operating system.`,
  description: `Writes a CultureInfo object for svc's current ${what}: en-US (LCID 1033), the culture svc formats with. `
    + 'Its TextInfo has ToTitleCase, ToUpper and ToLower.',
  parameters: [],
  examples: [
    { code: `${name}`, remarks: 'Shows LCID 1033, Name en-US, DisplayName English (United States).',
      output: 'LCID Name  DisplayName\n---- ----  -----------\n1033 en-US English (United States)' },
    { code: `(${name}).TextInfo.ToTitleCase('hello world')`, remarks: 'Writes Hello World.', output: 'Hello World' },
  ],
  outputType: 'System.Globalization.CultureInfo',
  end(ctx) {
    ctx.writeOutput(currentCulture());
  },
});

export const getCulture = cultureCommand('Get-Culture', 'culture');
export const getUICulture = cultureCommand('Get-UICulture', 'user-interface culture');
