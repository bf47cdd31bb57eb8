// Get-Help's SYNTAX lines, generated from a declaration as PowerShell prints them (about_Command_Syntax):
//   Write-Error [-Message] <string> [-Category {NotSpecified | ...}] [-Force] [<CommonParameters>]
// one line per parameter set, the default set first; positional parameters first, in Position order.
import type { CommandDeclaration, ParameterDeclaration } from '../declaration.js';
import { inSet, parameterSetNames, ALL_SETS } from '../parameter-sets.js';
import { syntaxTypeName } from '../convert-argument.js';

/** The syntax line of each parameter set. */
export function syntaxLines(decl: CommandDeclaration): string[] {
  const sets = parameterSetNames(decl);
  const common = decl.supportsCommonParameters === false ? '' : ' [<CommonParameters>]';
  return sets.map((set) => {
    const params = orderForSyntax(decl.parameters.filter((p) => set === ALL_SETS || inSet(p, set)));
    const parts = params.map(parameterSyntax);
    return `${decl.name}${parts.length ? ' ' + parts.join(' ') : ''}${common}`;
  });
}

function orderForSyntax(params: ParameterDeclaration[]): ParameterDeclaration[] {
  const positional = params.filter((p) => p.position !== undefined).sort((a, b) => (a.position as number) - (b.position as number));
  const mandatory = params.filter((p) => p.position === undefined && p.mandatory);
  const rest = params.filter((p) => p.position === undefined && !p.mandatory);
  return [...positional, ...mandatory, ...rest];
}

/** `<string>`, `<int[]>`, or the ValidateSet values `{A | B}` as PowerShell 7 shows them. */
export function valueSyntax(p: ParameterDeclaration): string {
  if (p.validateSet) return `{${p.validateSet.join(' | ')}}`;
  return `<${syntaxTypeName(p.type)}>`;
}

function parameterSyntax(p: ParameterDeclaration): string {
  if (p.type === 'switch') return p.mandatory ? `-${p.name}` : `[-${p.name}]`;
  const name = p.position !== undefined ? `[-${p.name}]` : `-${p.name}`;
  const text = `${name} ${valueSyntax(p)}`;
  return p.mandatory ? text : `[${text}]`;
}
