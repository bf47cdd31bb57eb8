// New-SvcEndpoint (docs/contract.md 3): defines a REST endpoint whose behaviour is a script. An -Endpoint block was
// parsed with the line that wrote it (a script block value is never one with syntax errors), so it is not parsed again
// here; a -Path file is checked as it is read (endpoint-file.ts), and a syntax error names its line and column and
// nothing is defined or changed.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import type { EndpointDefinition } from '../../protocol/endpoint-types.js';
import type { ScriptBlockValue } from '../../values/types.js';
import { callService, explicitErrorAction, requireService } from './service-access.js';
import { endpointObject } from './endpoint-object.js';
import { METHOD_DISPLAY_NAMES, canonicalMethod, methodDisplayName } from '../../protocol/http-methods.js';
import { readEndpointFile } from './endpoint-file.js';
import { closureWarning, shareEndpointCode, type SharingResult } from './endpoint-sharing.js';
import { endpointScripts } from '../../values/index.js';
import { capturedVariables } from '../../values/types.js';

const NAME = 'New-SvcEndpoint';

const PARAMETERS = parameterList([
  { name: 'Url', type: 'string', position: 0, mandatory: true, help: 'The path, starting with /; a :name segment is a route parameter.' },
  { name: 'Endpoint', type: 'scriptblock', position: 1, mandatory: true, aliases: ['ScriptBlock'], parameterSets: ['Endpoint'], help: 'The script run on each call.' },
  { name: 'Path', type: 'string', mandatory: true, aliases: ['FilePath'], parameterSets: ['Path'], itemPath: true, help: 'A .ps1 or .svc file holding the script, relative to the defining file\'s folder (the current location at the prompt).' },
  { name: 'Method', type: 'string[]', defaultValue: ['Get'], validateSet: METHOD_DISPLAY_NAMES, help: 'The HTTP methods served (HEAD is served by Get). Default: Get.' },
  { name: 'Timeout', type: 'int', validateRange: [0, 86400], help: 'Seconds the script may run; 0: no limit. Default: the ApiTimeout setting.' },
  { name: 'Description', type: 'string', help: 'Free text shown by Get-SvcEndpoint.' },
  { name: 'Tag', type: 'string[]', help: 'Tags shown by Get-SvcEndpoint.' },
  { name: 'RegEx', type: 'switch', help: 'The URL is a .NET regular expression matched against the whole path; each named group (?<id>...) becomes a variable. Literal and :name routes win over regex routes; among regex routes the first defined wins.' },
  { name: 'Authentication', type: 'switch', help: 'Callers must send a valid app token (Authorization: Bearer ...; Grant-SvcAppToken): 401 without one. The script sees $Identity, $Roles and $User.' },
  { name: 'Role', type: 'string[]', help: 'The token must carry one of these roles (compared case-insensitively): 403 otherwise. Implies -Authentication.' },
  { name: 'PassThru', type: 'switch', help: 'Writes the new endpoint object.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const newSvcEndpoint = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Defines a REST endpoint whose behaviour is a script.',
  description: [
    'Serves the script block at the URL on the svc listener at once. A segment :name of the URL is a route parameter,',
    'read in the script as $Name; query-string parameters, $Body, $Headers, $Query and the other request variables are',
    'set too. The output of the script becomes the response body (JSON for objects); New-SvcApiResponse gives an',
    'explicit status and body. Without -ErrorAction, errors follow the DefaultErrorAction setting (Continue: 200 and',
    'the normal output); with -ErrorAction Stop, any error gives 500 with the errors and their stack traces. Defining',
    'the same URL and method again replaces the endpoint, with a warning.',
  ].join(' '),
  parameters: PARAMETERS,
  defaultParameterSet: 'Endpoint',
  examples: [
    { code: 'New-SvcEndpoint -Url /hello -Endpoint { "Hello" }', remarks: 'GET /hello answers 200 with the text Hello.',
      output: '' },
    { code: "$null = New-Item -ItemType Directory ./endpoints; Set-Content ./endpoints/user.ps1 '\"Hello, $Name\"'\nNew-SvcEndpoint -Url /user/:name -Path endpoints/user.ps1", remarks: 'The script is the file endpoints/user.ps1 beside the defining file; its stack traces name it.',
      output: '' },
    {
      code: 'New-SvcEndpoint -Url /user/:name -Endpoint {\n    if ($Name -eq "Adam") { [PSCustomObject]@{ Name = $Name } }\n    else { New-SvcApiResponse -StatusCode 404 -Body "Not here" }\n}',
      remarks: 'GET /user/Adam answers {"Name":"Adam"}; any other name answers 404 with the body Not here.',
      output: '',
    },
    { code: 'New-SvcEndpoint -Url /error2 -ErrorAction Stop -Endpoint { Write-Error "Whoa!" }', remarks: 'Answers 500 with the error and its stack trace.',
      output: '' },
    { code: 'New-SvcEndpoint /items { $Body | ConvertFrom-Json } -Method Post,Put', remarks: 'Serves POST and PUT /items.',
      output: '' },
    { code: "New-SvcEndpoint -Url '/items/(?<id>\\d+)' -RegEx -Endpoint { $id }", remarks: 'GET /items/42 answers 42; GET /items/abc answers 404.',
      output: '' },
    { code: "New-SvcEndpoint -Url /admin -Authentication -Role Administrator -Endpoint { \"Hello $Identity\" }", remarks: 'Without a token: 401. With a token of another role: 403. With an Administrator token granted to Alice: Hello Alice.',
      output: '' },
  ],
  outputType: 'Svc.Endpoint',
  process(ctx) {
    const service = requireService(ctx, NAME);
    const script = endpointScript(ctx);
    const sharing = sharedCode(ctx, script);
    const def: EndpointDefinition = {
      url: ctx.params.Url,
      methods: ctx.params.Method.map(canonicalMethod),
      ...script,
      ...(sharing.files.length > 0 ? { sharedFiles: sharing.files } : {}),
      definedIn: ctx.session.currentFile,
      errorAction: explicitErrorAction(ctx),
      timeout: ctx.bound.has('Timeout') ? ctx.params.Timeout! : null,
      description: ctx.params.Description ?? null,
      tags: ctx.params.Tag ?? [],
      regex: ctx.params.RegEx === true,
      authentication: ctx.params.Authentication === true || (ctx.params.Role ?? []).length > 0,
      roles: ctx.params.Role ?? [],
    };
    const { endpoint, replaced } = callService(ctx, NAME, 'InvalidEndpointDefinition', () => service.defineEndpoint(def));
    for (const warning of sharing.warnings) ctx.writeWarning(warning);
    if (replaced) {
      ctx.writeWarning(`The endpoint ${endpoint.methods.map(methodDisplayName).join(',')} ${endpoint.url} replaced an earlier definition.`);
    }
    if (ctx.params.PassThru) {
      const defaultAction = String(service.getSettings().DefaultErrorAction ?? 'Continue');
      ctx.writeOutput(endpointObject(endpoint, defaultAction));
    }
  },
});

/** The script of the definition: the -Endpoint block's text, or the -Path file's text and names. */
function endpointScript(ctx: Context): Pick<EndpointDefinition, 'script' | 'path' | 'scriptName'> {
  if (ctx.bound.has('Path')) {
    const file = readEndpointFile(ctx, NAME, ctx.params.Path!);
    return { script: file.text, path: file.path, scriptName: file.scriptName };
  }
  const block = ctx.params.Endpoint!;
  return { script: block.text, path: null, scriptName: null };
}

/** The files the script loads, shipped with it, and what it calls that endpoints cannot see (endpoint-sharing.ts). */
function sharedCode(ctx: Context, script: Pick<EndpointDefinition, 'script' | 'path' | 'scriptName'>): SharingResult {
  const block = ctx.bound.has('Path') ? null : ctx.params.Endpoint!;
  const ast = block === null ? endpointScripts.get(script.script, true).ast : block.ast;
  const result = shareEndpointCode(ctx, NAME, ast, script.scriptName ?? null, script.path ?? null);
  const captured = block === null ? null : capturedVariables(block);
  if (captured !== null) result.warnings.unshift(closureWarning(block!.ast, captured));
  return result;
}
