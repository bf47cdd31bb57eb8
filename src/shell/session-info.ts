// What tab completion needs to know about the session, read in the worker (where the session lives).
import type { CommandDeclaration, CommandInfo } from '../engine/commands/declaration.js';
import type { Session } from './engine-api.js';
import type { CompletionInfo } from './complete.js';

/** about_CommonParameters: accepted by every cmdlet that does not opt out. */
export const COMMON_PARAMETERS = [
  'Debug', 'ErrorAction', 'ErrorVariable', 'InformationAction', 'InformationVariable', 'OutBuffer', 'OutVariable',
  'PipelineVariable', 'Verbose', 'WarningAction', 'WarningVariable',
];

export function describeSession(session: Session, endpoints: string[], builtins: readonly CommandDeclaration[] = []): CompletionInfo {
  const listed = (session as Session & { listCommands?: () => CommandInfo[] }).listCommands?.();
  const infos: CommandInfo[] = listed ?? builtins.map((d) => ({ name: d.name, commandType: 'Cmdlet' as const, definition: '', declaration: d }));
  const commands: CompletionInfo['commands'] = [];
  const aliases: Record<string, string> = {};
  for (const c of infos) {
    if (c.commandType === 'Alias') { aliases[c.name] = c.definition; continue; }
    commands.push({ name: c.name, parameters: parametersOf(c.declaration) });
    for (const a of c.declaration?.aliases ?? []) aliases[a] = c.name;
  }
  for (const name of session.commandNames()) {
    if (!commands.some((c) => c.name.toLowerCase() === name.toLowerCase()) && !(name in aliases)) commands.push({ name, parameters: [] });
  }
  return { commands, aliases, variables: session.variableNames(), endpoints };
}

function parametersOf(d: CommandDeclaration | null): string[] {
  if (!d) return [];
  const own = d.parameters.map((p) => p.name);
  return d.supportsCommonParameters === false ? own : [...own, ...COMMON_PARAMETERS];
}
