// The session commands: variables (about_Variables), aliases (about_Aliases), the error list, culture and sleep.
import type { CommandDeclaration } from '../declaration.js';
import { getVariable } from './get-variable.js';
import { setVariable } from './set-variable.js';
import { removeVariable } from './remove-variable.js';
import { getAlias } from './get-alias.js';
import { setAlias } from './set-alias.js';
import { newAlias } from './new-alias.js';
import { removeAlias } from './remove-alias.js';
import { getError } from './get-error.js';
import { getCulture, getUICulture } from './get-culture.js';
import { startSleep } from './start-sleep.js';

export const sessionCommands: CommandDeclaration[] = [
  getVariable, setVariable, removeVariable, getAlias, setAlias, newAlias, removeAlias, getError, getCulture, getUICulture, startSleep,
];
