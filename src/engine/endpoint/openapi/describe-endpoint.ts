// What an endpoint's script says about its HTTP interface, read from its AST and comment-based help (docs/console.md,
// "OpenAPI"): its param() parameters (type, Mandatory, ValidateSet, ValidateRange, default, help) and every status
// code written as a literal in `New-SvcApiResponse -StatusCode N`. Reading never runs the script.
import type * as A from '../../../../grammar/ast.js';
import { visitAst } from '../../../../grammar/index.js';
import { endpointScripts } from '../../values/index.js';
import { buildFunctionInfo } from '../../interpreter/functions.js';
import type { ParameterDeclaration } from '../../commands/declaration.js';
import { readCommentHelp } from './comment-help.js';

export interface ParameterDescription {
  name: string;
  /** The type as written ([int] -> 'int'), or null when untyped. */
  type: string | null;
  mandatory: boolean;
  enum: string[] | null;
  range: [number, number] | null;
  /** A literal default value; undefined when there is none or it is not a literal. */
  defaultValue?: string | number | boolean | null;
  help: string | null;
}

export interface EndpointDescription {
  synopsis: string | null;
  description: string | null;
  /** null when the script has no param() block (then every request variable reaches it unbound). */
  parameters: ParameterDescription[] | null;
  /** Literal -StatusCode values of New-SvcApiResponse, ascending, without repeats. */
  statusCodes: number[];
}

export function describeEndpoint(blockText: string, isFile = false): EndpointDescription {
  const help = readCommentHelp(blockText);
  const { ast, errors } = endpointScripts.get(blockText, isFile);
  const block = errors.length === 0 ? ast.paramBlock : null;
  // The attributes are read as the binder reads them (one owner: the functions' parameter declarations).
  const declared = block ? buildFunctionInfo('endpoint', false, ast, [], null).declaration.parameters : [];
  const enums = scriptEnums(ast);
  return {
    synopsis: help?.synopsis ?? null,
    description: help?.description ?? null,
    parameters: block
      ? block.parameters.map((p, i) => describeParameter(p, declared[i]!, help?.parameters.get(p.name.toLowerCase()) ?? null, enums))
      : null,
    statusCodes: errors.length === 0 ? literalStatusCodes(ast) : [],
  };
}

/** The enums the script defines at its top (about_Enum), by lower-cased name: their member names. */
function scriptEnums(ast: A.ScriptBlock): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of ast.endBlock?.statements ?? []) if (s.kind === 'TypeDefinition' && s.typeKind === 'enum') out.set(s.name.toLowerCase(), s.members.map((m) => m.name));
  return out;
}

function describeParameter(p: A.Parameter, declared: ParameterDeclaration, help: string | null, enums: ReadonlyMap<string, string[]>): ParameterDescription {
  // A parameter typed by the script's own enum takes the enum's names (the binder converts a name to the value).
  const enumNames = p.type ? enums.get(p.type.name.toLowerCase()) : undefined;
  const description: ParameterDescription = {
    name: p.name,
    type: enumNames ? 'string' : p.type?.name ?? null,
    mandatory: declared.mandatory === true,
    enum: declared.validateSet ? [...declared.validateSet] : enumNames ? [...enumNames] : null,
    range: declared.validateRange ? [...declared.validateRange] : null,
    help: help ?? (declared.help || null),
  };
  const fallback = p.defaultValue ? literals(p.defaultValue) : [];
  if (p.defaultValue && fallback.length === 1) description.defaultValue = fallback[0];
  return description;
}

/** The literal values of an expression: a constant, a string, $true/$false/$null, -N, or a list of them. */
function literals(e: A.Expression): (string | number | boolean | null)[] {
  switch (e.kind) {
    case 'ConstantExpression': return [e.value];
    case 'StringConstantExpression': return [e.value];
    case 'ArrayLiteral': return e.elements.flatMap(literals);
    case 'ParenExpression': return e.pipeline.kind === 'Pipeline' && e.pipeline.elements.length === 1 && e.pipeline.elements[0]!.kind === 'CommandExpression'
      ? literals(e.pipeline.elements[0]!.expression) : [];
    case 'UnaryExpression': {
      const inner = literals(e.operand);
      return e.operator === '-' && inner.length === 1 && typeof inner[0] === 'number' ? [-inner[0]] : [];
    }
    case 'VariableExpression': {
      const name = e.name.toLowerCase();
      return name === 'true' ? [true] : name === 'false' ? [false] : name === 'null' ? [null] : [];
    }
    default: return [];
  }
}

/** `New-SvcApiResponse -StatusCode 404` (also `-StatusCode:404`, a prefix such as `-Status`, or the alias-free name). */
function literalStatusCodes(ast: A.ScriptBlock): number[] {
  const codes = new Set<number>();
  visitAst(ast, (node) => {
    if (node.kind !== 'Command') return;
    const command = node as A.Command;
    const name = command.elements[0];
    if (name?.kind !== 'StringConstantExpression' || name.value.toLowerCase() !== 'new-svcapiresponse') return;
    command.elements.forEach((element, i) => {
      if (element.kind !== 'CommandParameter' || !'statuscode'.startsWith(element.name.toLowerCase()) || element.name.length < 2) return;
      const value = element.argument ?? command.elements[i + 1];
      const found = value && value.kind !== 'CommandParameter' ? literals(value as A.Expression) : [];
      if (found.length === 1 && typeof found[0] === 'number' && Number.isInteger(found[0])) codes.add(found[0]);
    });
  });
  return [...codes].sort((a, b) => a - b);
}
