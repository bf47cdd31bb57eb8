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
    { code: 'Get-Alias -Name gci, ls, dir', remarks: 'The three aliases of Get-ChildItem, sorted by name.',
      output: 'CommandType Name Version Source\n----------- ---- ------- ------\nAlias       dir\nAlias       gci\nAlias       ls' },
    { code: 'Get-Alias -Definition Get-ChildItem', remarks: 'The aliases of Get-ChildItem.',
      output: 'CommandType Name Version Source\n----------- ---- ------- ------\nAlias       dir\nAlias       gci\nAlias       ls' },
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
