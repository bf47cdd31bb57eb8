// Test-Json: whether a string is valid JSON, as PowerShell 7's TestJsonCommand reads it with System.Text.Json:
// strict (no comments, trailing commas or single quotes unless -Options allow the first two), at most 64 levels
// deep. Invalid JSON writes the non-terminating InvalidJson error and $false. -Schema and -Path are not offered
// (docs/language.md, "Cmdlet rules taken from PowerShell's sources").
import { defineCommand } from '../declaration.js';
import { isStrictJson } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

export const testJson = defineCommand({
  name: 'Test-Json',
  synopsis: 'Tests whether a string is a valid JSON document.',
  description: 'Writes $true when the string is one valid JSON value; otherwise writes an InvalidJson error ("Cannot parse '
    + 'the JSON.") and $false. -Options IgnoreComments, AllowTrailingCommas relax the strict reading.',
  parameters: [
    { name: 'Json', type: 'string', position: 0, mandatory: true, valueFromPipeline: true, help: 'The JSON text to test.' },
    { name: 'Options', type: 'string[]', validateNotNullOrEmpty: true, validateSet: ['IgnoreComments', 'AllowTrailingCommas'], help: 'IgnoreComments, AllowTrailingCommas.' },
  ],
  examples: [
    { code: "'{\"name\": \"Ann\"}' | Test-Json", remarks: 'Writes True.', output: 'True' },
    { code: "$Body = '{ not json'\nif (-not (Test-Json $Body -ErrorAction SilentlyContinue)) { New-SvcApiResponse -StatusCode 400 -Body 'Not JSON' }", remarks: 'Refuses a request body that is not JSON.',
      output: 'StatusCode  : 400\nBody        : Not JSON\nContentType :\nHeaders     :\nCookies     :\nData        :' },
  ],
  outputType: 'System.Boolean',
  process(ctx) {
    const options = (ctx.params.Options ?? []).map((o) => o.toLowerCase());
    const json = ctx.params.Json!;
    const valid = isStrictJson(json, { comments: options.includes('ignorecomments'), trailingCommas: options.includes('allowtrailingcommas') });
    if (!valid) ctx.writeError(cmdletError('Test-Json', 'Cannot parse the JSON.', 'InvalidJson', 'InvalidData', json, 'System.Exception'));
    ctx.writeOutput(valid);
  },
});
