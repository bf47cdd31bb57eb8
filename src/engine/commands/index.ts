// The commands module's public surface: cmdlets as data, the one parameter binder, the registry of builtins, and the
// help text built from declarations (STYLE.md: each folder shows its surface in index.ts).
export type {
  CommandDeclaration, ParameterDeclaration, ParameterType, CommandContext, CommandInfo, CommandExample, SessionView,
} from './declaration.js';
export { defineCommand } from './declaration.js';
export { bindArguments, bindPipelineInput, NoValue, commonParameters } from './parameter-binder.js';
export type { BindingResult, BindOptions, CommandArgument, CommonParameters, PipelineBinding } from './parameter-binder.js';
export { builtinCommands, findBuiltinCommand, builtinAliases } from './registry.js';
export { syntaxLines } from './help/syntax.js';
export { helpText } from './help/help-text.js';
export { FORMAT_TABLE, FORMAT_LIST } from './format/format-data.js';
export { extendedErrorLines, isExtendedError } from './format/extended-error.js';
