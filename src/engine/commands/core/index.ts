// The language-level commands (PowerShell keeps them apart as its InternalCommands): the pipeline's script-block
// commands, Invoke-Expression, Invoke-Command, script modules (Import-Module, Export-ModuleMember), strict mode, and the commands that
// describe commands (Get-Command, Get-Help).
import type { CommandDeclaration } from '../declaration.js';
import { foreachObject } from './foreach-object.js';
import { whereObject } from './where-object.js';
import { invokeExpression } from './invoke-expression.js';
import { invokeCommand } from './invoke-command.js';
import { measureCommand } from './measure-command.js';
import { setStrictMode } from './set-strict-mode.js';
import { getCommand } from './get-command.js';
import { getHelp } from './get-help.js';
import { importModule } from './import-module.js';
import { exportModuleMember } from './export-module-member.js';

export const coreCommands: CommandDeclaration[] = [
  foreachObject, whereObject, invokeExpression, invokeCommand, importModule, exportModuleMember, measureCommand, setStrictMode, getCommand, getHelp,
];
