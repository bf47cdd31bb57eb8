// What tab completion needs to know about the session, read in the worker (where the session lives).
import { commonParameters, type CommandDeclaration } from '../engine/index.js';
import type { Session } from './engine-api.js';
import type { CompletionInfo } from './complete.js';

/** about_CommonParameters: the engine's one list, accepted by every cmdlet that does not opt out. */
const COMMON_PARAMETERS = commonParameters.map((p) => p.name);

export function describeSession(session: Session, endpoints: string[]): CompletionInfo {
  const commands: CompletionInfo['commands'] = [];
  const aliases: Record<string, string> = {};
  for (const c of session.listCommands()) {
    if (c.commandType === 'Alias') { aliases[c.name] = c.definition; continue; }
    commands.push({ name: c.name, parameters: parametersOf(c.declaration) });
    for (const a of c.declaration?.aliases ?? []) aliases[a] = c.name;
  }
  return { commands, aliases, variables: session.variableNames(), endpoints };
}

function parametersOf(d: CommandDeclaration | null): string[] {
  if (!d) return [];
  const own = d.parameters.map((p) => p.name);
  return d.supportsCommonParameters === false ? own : [...own, ...COMMON_PARAMETERS];
}
