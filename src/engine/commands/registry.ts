// The command registry: every builtin cmdlet (one file each under builtin/, plus the svc and web commands), and a
// case-insensitive lookup by name or alias built once from the declarations (no mutable state: the maps are filled
// at module load and never change).
import type { CommandDeclaration } from './declaration.js';
import { svcCommands } from './svc/index.js';
import { webCommands } from './web/index.js';
import { fileCommands } from './files/index.js';
import { historyCommands } from './history/index.js';
import { writeOutput } from './builtin/write-output.js';
import { writeError } from './builtin/write-error.js';
import { writeWarning } from './builtin/write-warning.js';
import { writeVerbose } from './builtin/write-verbose.js';
import { writeDebug } from './builtin/write-debug.js';
import { invokeExpression } from './builtin/invoke-expression.js';
import { importModule } from './builtin/import-module.js';
import { exportModuleMember } from './builtin/export-module-member.js';
import { getUnique } from './builtin/get-unique.js';
import { writeProgress } from './builtin/write-progress.js';
import { testJson } from './builtin/test-json.js';
import { setStrictMode } from './builtin/set-strict-mode.js';
import { getCulture, getUICulture } from './builtin/get-culture.js';
import { writeInformation } from './builtin/write-information.js';
import { writeHost } from './builtin/write-host.js';
import { clearHost } from './builtin/clear-host.js';
import { outNull } from './builtin/out-null.js';
import { foreachObject } from './builtin/foreach-object.js';
import { whereObject } from './builtin/where-object.js';
import { selectObject } from './builtin/select-object.js';
import { sortObject } from './builtin/sort-object.js';
import { groupObject } from './builtin/group-object.js';
import { compareObject } from './builtin/compare-object.js';
import { measureObject } from './builtin/measure-object.js';
import { getDate } from './builtin/get-date.js';
import { startSleep } from './builtin/start-sleep.js';
import { getRandom } from './builtin/get-random.js';
import { newGuid } from './builtin/new-guid.js';
import { joinString } from './builtin/join-string.js';
import { getVariable } from './builtin/get-variable.js';
import { setVariable } from './builtin/set-variable.js';
import { removeVariable } from './builtin/remove-variable.js';
import { getCommand } from './builtin/get-command.js';
import { getHelp } from './builtin/get-help.js';
import { formatTable } from './builtin/format-table.js';
import { formatList } from './builtin/format-list.js';
import { outString } from './builtin/out-string.js';
import { outHost } from './builtin/out-host.js';
import { convertToJson } from './builtin/convertto-json.js';
import { convertFromJson } from './builtin/convertfrom-json.js';
import { newObject } from './builtin/new-object.js';
import { getMember } from './builtin/get-member.js';
import { getError } from './builtin/get-error.js';
import { measureCommand } from './builtin/measure-command.js';
import { setAlias } from './builtin/set-alias.js';
import { newAlias } from './builtin/new-alias.js';
import { getAlias } from './builtin/get-alias.js';
import { removeAlias } from './builtin/remove-alias.js';
import { addMember } from './builtin/add-member.js';
import { newTimeSpan } from './builtin/new-timespan.js';
import { teeObject } from './builtin/tee-object.js';
import { selectString } from './builtin/select-string.js';

export const builtinCommands: CommandDeclaration[] = [
  writeOutput, writeError, writeWarning, writeVerbose, writeDebug, writeInformation, writeHost, clearHost, outNull,
  foreachObject, whereObject, selectObject, sortObject, groupObject, compareObject, measureObject,
  getDate, startSleep, getRandom, newGuid, joinString, getVariable, setVariable, removeVariable, getCommand, getHelp,
  formatTable, formatList, outString, outHost, convertToJson, convertFromJson, newObject,
  getMember, getError, measureCommand,
  setAlias, newAlias, getAlias, removeAlias, addMember, newTimeSpan, teeObject, selectString, invokeExpression, importModule, exportModuleMember, getUnique, writeProgress, testJson, setStrictMode, getCulture, getUICulture,
  ...svcCommands, ...webCommands, ...fileCommands, ...historyCommands,
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
