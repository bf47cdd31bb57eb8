// Get-Command (gcm): the commands the session knows (cmdlets, functions, filters, aliases), from ctx.listCommands().
import { type CommandContext, type CommandDeclaration, type CommandInfo, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { PSHashtable, PSObject, PSTypeValue } from '../../values/types.js';
import { allParameters } from '../parameter-binder.js';
import { dotNetTypeName } from '../convert-argument.js';
import { ALL_SETS, parameterSetNames } from '../parameter-sets.js';
import { hasWildcard, wildcardMatch } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';
import { syntaxLines } from '../help/syntax.js';

const TYPES = ['Alias', 'Function', 'Filter', 'Cmdlet', 'All'];
const CORE = ['ForEach-Object', 'Where-Object', 'Get-Command', 'Get-Help', 'Out-Null', 'Out-Host'];

const PARAMETERS = parameterList([
  { name: 'Name', type: 'string[]', position: 0, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'Command names (wildcards allowed).' },
  { name: 'CommandType', type: 'string[]', aliases: ['Type'], validateSet: TYPES, help: 'Only commands of these types.' },
  { name: 'Verb', type: 'string[]', help: 'Only commands with these verbs (wildcards allowed).' },
  { name: 'Noun', type: 'string[]', help: 'Only commands with these nouns (wildcards allowed).' },
  { name: 'Syntax', type: 'switch', help: 'Writes the syntax of each command.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getCommand = defineCommand({
  name: 'Get-Command',
  aliases: ['gcm'],
  synopsis: 'Gets all commands.',
  description: 'Writes one object (CommandType, Name, Version, Source; also Definition, Parameters and ParameterSets) per '
    + 'known command: cmdlets, functions, filters and aliases. -Name and -Verb/-Noun filter with wildcards. -Syntax writes '
    + 'the syntax lines instead.',
  parameters: PARAMETERS,
  examples: [
    { code: 'Get-Command | Select-Object -First 3', remarks: 'Every command, by name (here the first three).',
      output: 'CommandType Name          Version Source\n----------- ----          ------- ------\nCmdlet      Add-Content           Microsoft.PowerShell.Utility\nCmdlet      Add-Member            Microsoft.PowerShell.Utility\nCmdlet      Clear-History         Microsoft.PowerShell.Utility' },
    { code: 'Get-Command *SvcCache*', remarks: 'The commands whose name matches the wildcard: the svc cache commands.',
      output: 'CommandType Name            Version Source\n----------- ----            ------- ------\nCmdlet      Clear-SvcCache          Svc\nCmdlet      Get-SvcCache            Svc\nCmdlet      Remove-SvcCache         Svc\nCmdlet      Set-SvcCache            Svc\nCmdlet      Update-SvcCache         Svc' },
    { code: 'Get-Command -CommandType Alias | Select-Object -First 3', remarks: 'The aliases (here the first three), e.g. % -> ForEach-Object.',
      output: 'CommandType Name                Version Source\n----------- ----                ------- ------\nAlias       ? -> Where-Object\nAlias       % -> ForEach-Object\nAlias       ac -> Add-Content' },
    { code: 'Get-Command Sort-Object -Syntax', remarks: 'The syntax of Sort-Object.',
      output: 'Sort-Object [[-Property] <Object[]>] [-InputObject <Object>] [-Descending] [-Unique] [-CaseSensitive] [-Stable] [<CommonParameters>]\nSort-Object [[-Property] <Object[]>] -Top <int> [-InputObject <Object>] [-Descending] [-Unique] [-CaseSensitive] [-Stable] [<CommonParameters>]\nSort-Object [[-Property] <Object[]>] -Bottom <int> [-InputObject <Object>] [-Descending] [-Unique] [-CaseSensitive] [-Stable] [<CommonParameters>]' },
  ],
  process(ctx) {
    const all = ctx.listCommands();
    const patterns = ctx.params.Name ?? ['*'];
    const selected = all.filter((c) => keep(ctx, c, patterns)).sort((a, b) => a.name.localeCompare(b.name));
    for (const pattern of patterns) {
      if (!hasWildcard(pattern) && !selected.some((c) => c.name.toLowerCase() === pattern.toLowerCase())) {
        ctx.writeError(cmdletError('Get-Command', `The term '${pattern}' is not recognized as a name of a cmdlet, function, script file, or executable program.\n`
          + 'Check the spelling of the name, or if a path was included, verify that the path is correct and try again.', 'CommandNotFoundException',
          'ObjectNotFound', pattern, 'System.Management.Automation.CommandNotFoundException'));
      }
    }
    for (const c of selected) {
      if (ctx.params.Syntax === true) { for (const line of syntaxFor(c)) ctx.writeOutput(line, false); continue; }
      ctx.writeOutput(commandObject(c), false);
    }
  },
});

function keep(ctx: Context, c: CommandInfo, patterns: string[]): boolean {
  const types = (ctx.params.CommandType ?? []).map((t) => t.toLowerCase());
  if (types.length && !types.includes('all') && !types.includes(c.commandType.toLowerCase())) return false;
  if (!types.length && !ctx.bound.has('Name') && c.commandType === 'Alias') return false;
  const [verb, noun] = c.name.includes('-') ? [c.name.slice(0, c.name.indexOf('-')), c.name.slice(c.name.indexOf('-') + 1)] : ['', c.name];
  const verbs = ctx.params.Verb;
  const nouns = ctx.params.Noun;
  if (verbs && !verbs.some((v) => wildcardMatch(verb, v))) return false;
  if (nouns && !nouns.some((n) => wildcardMatch(noun, n))) return false;
  return patterns.some((p) => wildcardMatch(c.name, p));
}

/**
 * A CommandInfo: CommandType, Name, Version and Source (the columns PowerShell's format data shows, output-formatter's
 * default view), then Definition, Parameters (a dictionary of ParameterMetadata by name, the common parameters
 * included where the command takes them) and ParameterSets, which scripts read: `(Get-Command f).Parameters.Keys`.
 */
function commandObject(c: CommandInfo): PSObject {
  const name = c.commandType === 'Alias' ? `${c.name} -> ${c.definition}` : c.name;
  const source = c.commandType !== 'Cmdlet' ? '' : /Svc/.test(c.name) ? 'Svc' : CORE.includes(c.name) ? 'Microsoft.PowerShell.Core' : 'Microsoft.PowerShell.Utility';
  const typeName = `System.Management.Automation.${c.commandType === 'Cmdlet' ? 'Cmdlet' : c.commandType === 'Alias' ? 'Alias' : c.commandType === 'Filter' ? 'Filter' : 'Function'}Info`;
  const decl = c.commandType === 'Alias' ? null : c.declaration;
  return PSObject.from([
    ['CommandType', c.commandType], ['Name', name], ['Version', ''], ['Source', source],
    ['Definition', c.commandType === 'Alias' ? c.definition : decl ? syntaxLines(decl).join('\n') : c.name],
    ['Parameters', decl ? parameterTable(decl) : null],
    ['ParameterSets', decl ? parameterSetNames(decl) : []],
  ], [typeName, 'System.Management.Automation.CommandInfo', 'System.Object']);
}

function parameterTable(decl: CommandDeclaration): PSHashtable {
  const table = new PSHashtable(true);
  for (const p of allParameters(decl)) {
    table.set(p.name, PSObject.from([
      ['Name', p.name], ['ParameterType', new PSTypeValue(dotNetTypeName(p.type))], ['ParameterSets', [...(p.parameterSets ?? [ALL_SETS])]],
      ['IsDynamic', false], ['Aliases', [...(p.aliases ?? [])]], ['SwitchParameter', p.type === 'switch'],
    ], ['System.Management.Automation.ParameterMetadata', 'System.Object']));
  }
  return table;
}

function syntaxFor(c: CommandInfo): string[] {
  if (c.commandType === 'Alias') return [`${c.name} (alias) -> ${c.definition}`];
  return c.declaration ? syntaxLines(c.declaration) : [c.name];
}
