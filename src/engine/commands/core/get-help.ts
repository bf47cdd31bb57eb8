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
    { code: 'Get-Help Sort-Object', remarks: 'The help of Sort-Object.' },
    { code: 'Get-Help New-SvcEndpoint -Examples', remarks: 'Only the examples.' },
    { code: 'Get-Help Select-Object -Parameter Property', remarks: 'One parameter in detail.' },
    { code: 'Get-Help about_Svc', remarks: 'A tour: define an endpoint, call it, break it, fix it.' },
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
