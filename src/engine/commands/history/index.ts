// The history commands (about_History): over the prompt's session history, which the shell hands over as plain data.
import type { CommandDeclaration } from '../declaration.js';
import { getHistory } from './get-history.js';
import { invokeHistory } from './invoke-history.js';
import { clearHistory } from './clear-history.js';

export const historyCommands: CommandDeclaration[] = [getHistory, invokeHistory, clearHistory];
