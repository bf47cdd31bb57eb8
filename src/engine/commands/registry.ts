// The command registry: every builtin cmdlet, listed by category (each category a folder with its index.ts, the
// language-level core first, as PowerShell keeps its InternalCommands apart), and a case-insensitive lookup by name
// or alias built once from the declarations (no mutable state: the maps are filled at module load and never change).
// Adding a cmdlet: docs/architecture.md "Adding a cmdlet".
import type { CommandDeclaration } from './declaration.js';
import { coreCommands } from './core/index.js';
import { objectCommands } from './objects/index.js';
import { dataCommands } from './data/index.js';
import { outputCommands } from './output/index.js';
import { sessionCommands } from './session/index.js';
import { fileCommands } from './files/index.js';
import { historyCommands } from './history/index.js';
import { webCommands } from './web/index.js';
import { svcCommands } from './svc/index.js';

export const builtinCommands: CommandDeclaration[] = [
  ...coreCommands, ...objectCommands, ...dataCommands, ...outputCommands, ...sessionCommands,
  ...fileCommands, ...historyCommands, ...webCommands, ...svcCommands,
];

const byName = new Map<string, CommandDeclaration>();
const byAlias = new Map<string, CommandDeclaration>();
for (const decl of builtinCommands) {
  byName.set(decl.name.toLowerCase(), decl);
  for (const alias of decl.aliases ?? []) byAlias.set(alias.toLowerCase(), decl);
}

/** A builtin command by name or alias, case-insensitively (names win over aliases); null when unknown. */
export function findBuiltinCommand(name: string): CommandDeclaration | null {
  const key = name.toLowerCase();
  return byName.get(key) ?? byAlias.get(key) ?? null;
}

/** Every builtin alias and the command it stands for, e.g. ['%', 'ForEach-Object'] (Get-Command -CommandType Alias). */
export function builtinAliases(): [string, string][] {
  return builtinCommands.flatMap((d) => (d.aliases ?? []).map((a): [string, string] => [a, d.name]));
}
