// param() binding of an endpoint (docs/contract.md 4.2, PSU's "parameters from route, query string and body"): each declared
// parameter takes its value from the route parameters, then the query string, then form fields, then the properties
// of a JSON body, converted to its declared type. A missing mandatory parameter or a failed conversion is a 400
// before the script runs. Bound parameters leave the param block (their values are set as variables); the others
// stay, so the interpreter applies their defaults as for any script (about_Functions_Advanced_Parameters).
import type { Attribute, Parameter, ScriptBlock } from '../../../grammar/ast.js';
import type { EndpointRequest } from '../service/endpoint-types.js';
import { messages } from '../commands/binding-errors.js';
import { convertParameterValue, JSON_MAX_DEPTH, jsonNestingExceeds, jsonToValue } from './engine-surface.js';

export type BindingOutcome =
  | { ok: true; ast: ScriptBlock; values: [string, unknown][] }
  | { ok: false; message: string };

type Source = Record<string, unknown>;

export function bindEndpointParameters(ast: ScriptBlock, request: EndpointRequest): BindingOutcome {
  const block = ast.paramBlock;
  if (!block || block.parameters.length === 0) return { ok: true, ast, values: [] };
  const sources = parameterSources(request);
  if ('message' in sources) return { ok: false, message: sources.message };
  const values: [string, unknown][] = [];
  const missing: string[] = [];
  for (const p of block.parameters) {
    const found = lookup(sources.list, p.name);
    if (found === undefined) {
      if (isMandatory(p)) missing.push(p.name);
      continue;
    }
    const converted = convertParameterValue(found, p.type?.name ?? null);
    if (!converted.ok) return { ok: false, message: oneLine(messages.transformation(p.name, converted.message)) };
    values.push([p.name, converted.value]);
  }
  if (missing.length > 0) return { ok: false, message: messages.missingMandatory(missing) };
  const boundNames = new Set(values.map(([n]) => n.toLowerCase()));
  const remaining = block.parameters.filter((p) => !boundNames.has(p.name.toLowerCase()));
  return { ok: true, ast: { ...ast, paramBlock: { ...block, parameters: remaining } }, values };
}

function parameterSources(request: EndpointRequest): { list: Source[] } | { message: string } {
  const list: Source[] = [request.routeParameters, request.query];
  if (request.form) list.push(request.form);
  if (isJsonRequest(request) && request.body.trim() !== '') {
    if (jsonNestingExceeds(request.body, JSON_MAX_DEPTH)) {
      return { message: `The request body nests JSON more than ${JSON_MAX_DEPTH} levels deep, so the endpoint's parameters cannot be bound from it.` };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body);
    } catch (e) {
      return { message: `The request body is not valid JSON, so the endpoint's parameters cannot be bound from it: ${(e as Error).message}` };
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      list.push(Object.fromEntries(Object.entries(parsed as object).map(([k, v]) => [k, jsonToValue(v)])));
    }
  }
  return { list };
}

export function isJsonRequest(request: EndpointRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0].trim();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

function lookup(sources: Source[], name: string): unknown {
  const key = name.toLowerCase();
  for (const source of sources) {
    for (const [k, v] of Object.entries(source)) if (k.toLowerCase() === key) return v;
  }
  return undefined;
}

/** [Parameter(Mandatory)] or [Parameter(Mandatory = $true)] (about_Functions_Advanced_Parameters). */
function isMandatory(p: Parameter): boolean {
  return p.attributes.some((a: Attribute) =>
    a.typeName.name.toLowerCase() === 'parameter'
    && a.namedArguments.some((n) => n.name.toLowerCase() === 'mandatory' && isTrueConstant(n.value)));
}

function isTrueConstant(value: Attribute['namedArguments'][number]['value']): boolean {
  if (value === null) return true;
  if (value.kind === 'VariableExpression') return value.name.toLowerCase() === 'true';
  if (value.kind === 'ConstantExpression') return value.value !== 0;
  return true;
}

const oneLine = (s: string): string => s.replace(/\s*[\r\n]+\s*/g, ' ');
