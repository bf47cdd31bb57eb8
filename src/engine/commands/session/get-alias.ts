// Get-Alias (gal): the session's aliases (about_Aliases), by name or by the command they stand for, with wildcards.
import { defineCommand } from '../declaration.js';
import { hasWildcard, wildcardMatch } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';
import { SCOPE_ONLY_HELP, aliasObject, aliasScope } from './alias-info.js';

export const getAlias = defineCommand({
  name: 'Get-Alias',
  aliases: ['gal'],
  synopsis: 'Gets the aliases for the current session.',
  description: 'Writes one AliasInfo object (CommandType, Name, Definition, Description, Options) per alias whose name matches -Name, '
    + 'or whose command matches -Definition (wildcards allowed), sorted by name: the aliases seen from here (the nearest of '
    + 'each name), or with -Scope those of that scope. A name without wildcards that matches nothing is an error.',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, valueFromPipeline: true, valueFromPipelineByPropertyName: true, parameterSets: ['Default'], help: 'Alias names (wildcards allowed).' },
    { name: 'Definition', type: 'string[]', parameterSets: ['Definition'], help: 'Only aliases of these commands (wildcards allowed).' },
    { name: 'Exclude', type: 'string[]', help: 'Names to leave out (wildcards allowed).' },
    { name: 'Scope', type: 'string', help: SCOPE_ONLY_HELP },
  ],
  defaultParameterSet: 'Default',
  examples: [
    { code: 'Get-Alias', remarks: 'Every alias.',
      output: 'CommandType Name    Version Source\n----------- ----    ------- ------\nAlias       ?\nAlias       %\nAlias       ac\nAlias       cd\nAlias       chdir\nAlias       clear\nAlias       clhy\nAlias       cls\nAlias       compare\nAlias       copy\nAlias       cpi\nAlias       del\nAlias       diff\nAlias       dir\nAlias       echo\nAlias       epcsv\nAlias       erase\nAlias       fl\nAlias       foreach\nAlias       ft\nAlias       gal\nAlias       gc\nAlias       gci\nAlias       gcm\nAlias       ghy\nAlias       gi\nAlias       gl\nAlias       gm\nAlias       group\nAlias       gu\nAlias       gv\nAlias       h\nAlias       help\nAlias       history\nAlias       iex\nAlias       ihy\nAlias       ipcsv\nAlias       ipmo\nAlias       irm\nAlias       iwr\nAlias       ls\nAlias       measure\nAlias       mi\nAlias       move\nAlias       nal\nAlias       ni\nAlias       pwd\nAlias       r\nAlias       ral\nAlias       rd\nAlias       ri\nAlias       rmdir\nAlias       rv\nAlias       sal\nAlias       select\nAlias       set\nAlias       sl\nAlias       sleep\nAlias       sls\nAlias       sort\nAlias       tee\nAlias       type\nAlias       where' },
    { code: 'Get-Alias -Definition Get-SvcEndpoint', remarks: 'The aliases of Get-SvcEndpoint.' },
  ],
  outputType: 'System.Management.Automation.AliasInfo',
  process(ctx) {
    const names = ctx.params.Name ?? ['*'];
    const definitions = ctx.params.Definition;
    const exclude = ctx.params.Exclude ?? [];
    const all = ctx.aliases.list(aliasScope(ctx, 'Get-Alias')).sort((a, b) => a.name.localeCompare(b.name));
    const selected = all.filter((a) => (definitions ? definitions.some((d) => wildcardMatch(a.definition, d)) : names.some((n) => wildcardMatch(a.name, n)))
      && !exclude.some((x) => wildcardMatch(a.name, x)));
    for (const a of selected) ctx.writeOutput(aliasObject(a), false);
    if (definitions) return;
    for (const n of names) {
      if (hasWildcard(n) || selected.some((a) => a.name.toLowerCase() === n.toLowerCase())) continue;
      ctx.writeError(cmdletError('Get-Alias', `This command cannot find a matching alias because an alias with the name '${n}' does not exist.`, 'ItemNotFoundException', 'ObjectNotFound', n, 'System.Management.Automation.ItemNotFoundException'));
    }
  },
});
