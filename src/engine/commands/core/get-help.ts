// Get-Help (help): help text generated from the command declarations (NAME, SYNOPSIS, SYNTAX, DESCRIPTION,
// PARAMETERS, EXAMPLES), and the conceptual topics (about_Svc). Writes the text as one string.
import { type CommandContext, type CommandDeclaration, type CommandInfo, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { hasWildcard, wildcardMatch } from '../../values/index.js';
import { cmdletError, unsupportedParameter } from '../cmdlet-errors.js';
import { helpText } from '../help/help-text.js';
import type { HelpView } from '../help/help-text.js';
import { aboutTopics } from '../help/about-topics.js';

const PARAMETERS = parameterList([
  { name: 'Name', type: 'string', position: 0, valueFromPipelineByPropertyName: true, help: 'A command name, alias, or about_ topic (wildcards allowed).' },
  { name: 'Full', type: 'switch', mandatory: true, parameterSets: ['AllUsersView2'], help: 'Shows the whole help, with parameter details.' },
  { name: 'Detailed', type: 'switch', mandatory: true, parameterSets: ['DetailedView'], help: 'Same as -Full in svc.' },
  { name: 'Examples', type: 'switch', mandatory: true, parameterSets: ['Examples'], help: 'Shows only the examples.' },
  { name: 'Parameter', type: 'string', mandatory: true, parameterSets: ['Parameters'], help: 'Shows only the named parameter(s) (wildcards allowed).' },
  { name: 'Category', type: 'string[]', help: 'Refused for now: svc does not filter help by category.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getHelp = defineCommand({
  name: 'Get-Help',
  aliases: ['help'],
  synopsis: 'Displays information about commands and concepts.',
  description: 'Shows the help of a command, built from its declaration: synopsis, syntax of each parameter set, '
    + 'description, parameters and examples. -Full adds the details of each parameter; -Examples shows only the examples; '
    + '-Parameter shows one parameter. `Get-Help about_Svc` is a short tour of svc. A name with wildcards lists the matching topics.',
  defaultParameterSet: 'AllUsersView',
  parameters: PARAMETERS,
  examples: [
    { code: 'Get-Help New-Guid', remarks: 'The help of New-Guid.',
      output: 'NAME\n    New-Guid\n\nSYNOPSIS\n    Creates a GUID.\n\nSYNTAX\n    New-Guid [-Empty] [<CommonParameters>]\n\nDESCRIPTION\n    Writes a new random GUID (version 4). `(New-Guid).Guid` or "$(New-Guid)" gives its text.\n\nPARAMETERS\n    -Empty\n        Writes the empty GUID 00000000-0000-0000-0000-000000000000.\n\n    <CommonParameters>\n        This cmdlet supports the common parameters: Verbose, Debug, ErrorAction, WarningAction,\n        InformationAction, ProgressAction, ErrorVariable, WarningVariable, InformationVariable,\n        OutVariable, OutBuffer, and PipelineVariable. For more information, see about_CommonParameters.\n\nEXAMPLES\n    ------------- Example 1 -------------\n\n    PS > (New-Guid).Guid -match \'^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$\'\n\n    True\n\n    A new random GUID, e.g. 8b7c6d1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e: 32 hex digits in groups of 8-4-4-4-12.\n\n\nREMARKS\n    For more information, type: "Get-Help New-Guid -Full".' },
    { code: 'Get-Help New-Guid -Examples', remarks: 'Only the examples.',
      output: 'NAME\n    New-Guid\n\nSYNOPSIS\n    Creates a GUID.\n\nEXAMPLES\n    ------------- Example 1 -------------\n\n    PS > (New-Guid).Guid -match \'^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$\'\n\n    True\n\n    A new random GUID, e.g. 8b7c6d1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e: 32 hex digits in groups of 8-4-4-4-12.' },
    { code: 'Get-Help Select-Object -Parameter Property', remarks: 'One parameter in detail.',
      output: '    -Property <Object[]>\n        The properties to select.\n\n        Required?                    false\n        Position?                    0\n        Default value                None\n        Accept pipeline input?       false\n        Parameter set name           DefaultParameter, SkipLastParameter\n        Aliases                      None' },
    { code: 'Get-Help about_Svc', remarks: 'A tour: define an endpoint, call it, break it, fix it.',
      output: 'TOPIC\n    about_Svc\n\nSHORT DESCRIPTION\n    A tour of svc: define a REST endpoint, call it, break it, fix it.\n\nLONG DESCRIPTION\n    svc is a PowerShell-style shell that serves REST endpoints whose behaviour is a\n    script. The endpoint is served at once by the listener of this same shell\n    (http://127.0.0.1:5000 by default), so you can call it from the next prompt.\n\n  1. DEFINE AN ENDPOINT\n    Route parameters (:name) become variables of the script; whatever the script\n    writes becomes the response body (one string as text, objects as JSON).\n\n        New-SvcEndpoint -Url /hello/:name -Endpoint {\n            "Hello, $Name!"\n        }\n\n  2. CALL IT\n        Invoke-RestMethod /hello/world\n        Hello, world!\n\n        New-SvcEndpoint -Url /user/:id -Endpoint {\n            [pscustomobject]@{ Id = [int]$Id; Name = \'Ada\' }\n        }\n        Invoke-RestMethod /user/7          # an object: Id 7, Name Ada\n\n  3. BREAK IT\n    A non-terminating error (Write-Error) does not change the status by default:\n    the endpoint answers 200 with its output. Under -ErrorAction Stop any error\n    ends the script with a 500 whose body is the error and its stack trace.\n\n        New-SvcEndpoint -Url /oops -Endpoint { Write-Error "Whoa!" }\n        Invoke-RestMethod /oops            # 200 with a blank body: errors stay out\n\n        New-SvcEndpoint -Url /error -ErrorAction Stop -Endpoint {\n            Write-Error "Whoa!"\n        }\n        Invoke-RestMethod /error\n        Invoke-RestMethod: Whoa!\n        at <ScriptBlock>, <No file>: line 2\n        at <ScriptBlock>, <No file>: line 1\n\n        try { Invoke-RestMethod /error } catch { $_.Exception.Message }\n        Response status code does not indicate success: 500 (Internal Server Error).\n\n  4. FIX IT\n    Handle the error in the script, or answer explicitly with the status you mean.\n    Redefining the same Url and method replaces the endpoint.\n\n        New-SvcEndpoint -Url /error -ErrorAction Stop -Endpoint {\n            try { Write-Error "Whoa!" -ErrorAction Stop }\n            catch { New-SvcApiResponse -StatusCode 400 -Body $_.Exception.Message }\n        }\n        Invoke-RestMethod /error -SkipHttpErrorCheck\n        Whoa!\n\n  5. LOOK AROUND\n        Get-SvcEndpoint                    # what is defined\n        Get-SvcEndpoint -Url /error | Remove-SvcEndpoint\n        Set-SvcSetting -DefaultErrorAction Stop\n        Get-Command *Svc*                  # the svc commands\n        Get-Help New-SvcEndpoint -Examples\n\nSEE ALSO\n    Get-Help New-SvcEndpoint -Full\n    Get-Help Invoke-RestMethod\n    about_CommonParameters (-ErrorAction, -ErrorVariable)' },
  ],
  begin(ctx) {
    if (ctx.bound.has('Category')) ctx.throwTerminating(unsupportedParameter('Get-Help', 'Category', 'it does not filter help by category; name the command or topic instead.'));
  },
  process(ctx) {
    const name = ctx.params.Name ?? 'about_Svc';
    const topic = Object.keys(aboutTopics).find((t) => t.toLowerCase() === name.toLowerCase());
    if (topic) { ctx.writeOutput(aboutTopics[topic].text, false); return; }
    const commands = ctx.listCommands();
    if (hasWildcard(name)) { listMatches(ctx, commands, name); return; }
    const decl = resolve(commands, name);
    if (!decl) {
      ctx.writeError(cmdletError('Get-Help', `Get-Help could not find ${name} in a help file in this session.`, 'HelpNotFound', 'ResourceUnavailable', name,
        'System.Management.Automation.HelpNotFoundException'));
      return;
    }
    ctx.writeOutput(helpText(decl, view(ctx), ctx.params.Parameter), false);
  },
});

function view(ctx: Context): HelpView {
  if (ctx.bound.has('Parameter')) return 'parameter';
  if (ctx.params.Examples === true) return 'examples';
  if (ctx.params.Full === true || ctx.params.Detailed === true) return 'full';
  return 'default';
}

function resolve(commands: CommandInfo[], name: string): CommandDeclaration | null {
  const info = commands.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!info) return null;
  if (info.declaration) return info.declaration;
  if (info.commandType === 'Alias') return resolve(commands, info.definition);
  return null;
}

/** `Get-Help *Object*`: one row per matching command or topic (Name, Category, Synopsis), as PowerShell lists them. */
function listMatches(ctx: Context, commands: CommandInfo[], pattern: string): void {
  const rows: [string, string, string][] = [];
  for (const c of commands) {
    if (c.commandType === 'Alias' || !wildcardMatch(c.name, pattern)) continue;
    rows.push([c.name, c.commandType, c.declaration?.synopsis ?? '']);
  }
  for (const [topic, t] of Object.entries(aboutTopics)) if (wildcardMatch(topic, pattern)) rows.push([topic, 'HelpFile', t.synopsis]);
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  for (const [n, category, synopsis] of rows) {
    ctx.writeOutput(PSObject.from([['Name', n], ['Category', category], ['Synopsis', synopsis]], ['HelpInfoShort', 'System.Object']), false);
  }
}
