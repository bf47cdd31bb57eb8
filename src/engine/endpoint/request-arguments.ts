// An endpoint's param() block is bound by the one parameter binder that functions use (docs/contract.md 4.2): this
// file only reads the request into named arguments. Each declared parameter (by its name or an [Alias()]) takes its
// value from the route parameters, then the query string, then form fields, then the properties of a JSON body.
// Conversion, validation attributes, mandatory checks and defaults are the binder's (about_Functions_Advanced_Parameters).
import type { EndpointRequest } from '../protocol/endpoint-types.js';
import { scriptBlockInfo } from '../interpreter/index.js';
import type { ScriptBlock } from '../../../grammar/ast.js';
import { messages } from '../commands/binding-errors.js';
import { JSON_MAX_DEPTH, jsonNestingExceeds, jsonToValue } from '../values/index.js';

export type RequestArguments =
  | { ok: true; named: [string, unknown][] }
  | { ok: false; message: string };

type Source = Record<string, unknown>;

const TRUE_WORDS = new Set(['true', '1', '', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export function requestArguments(ast: ScriptBlock, request: EndpointRequest): RequestArguments {
  const info = scriptBlockInfo(ast);
  const decls = info.declaration.parameters;
  if (decls.length === 0) return { ok: true, named: [] };
  const sources = parameterSources(request);
  if ('message' in sources) return { ok: false, message: sources.message };
  const named: [string, unknown][] = [];
  for (let i = 0; i < decls.length; i++) {
    const found = lookup(sources.list, [decls[i].name, ...(decls[i].aliases ?? [])]);
    if (found === undefined) continue;
    const value = httpBoolean(found, info.extras[i].typeName);
    if (!value.ok) return { ok: false, message: messages.transformation(decls[i].name, value.message) };
    named.push([decls[i].name, value.value]);
  }
  return { ok: true, named };
}

/**
 * HTTP has no booleans, so a [bool] or [switch] parameter reads the words true/false/1/0/yes/no/on/off (and a bare
 * `?flag`); PowerShell's own [bool]'false' is $true, which no caller means.
 */
function httpBoolean(value: unknown, typeName: string | null): { ok: true; value: unknown } | { ok: false; message: string } {
  const lower = typeName?.toLowerCase().replace(/^system\.(management\.automation\.)?/, '');
  if (typeof value !== 'string' || (lower !== 'bool' && lower !== 'boolean' && lower !== 'switch' && lower !== 'switchparameter')) return { ok: true, value };
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return { ok: true, value: true };
  if (FALSE_WORDS.has(word)) return { ok: true, value: false };
  return { ok: false, message: `Cannot convert value "${value}" to type "System.Boolean".` };
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

function isJsonRequest(request: EndpointRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0].trim();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

/** The first value any source holds under any of the names (case-insensitive), sources in precedence order. */
function lookup(sources: Source[], names: string[]): unknown {
  const keys = names.map((n) => n.toLowerCase());
  for (const source of sources) {
    for (const key of keys) {
      for (const [k, v] of Object.entries(source)) if (k.toLowerCase() === key) return v;
    }
  }
  return undefined;
}
