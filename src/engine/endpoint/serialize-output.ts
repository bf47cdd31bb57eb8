// docs/contract.md 4.3 inside the engine: what a script wrote becomes a blank body, a verbatim string, or compact JSON
// (ConvertTo-Json -Compress -Depth JsonDepth). And docs/contract.md 4.4: a New-SvcApiResponse object as plain data.
import { ApiResponse, PSHashtable } from '../values/types.js';
import type { ExplicitResponseData, OutputBody } from '../protocol/endpoint-types.js';
import { toJson, toStringValue } from '../values/index.js';

export function serializeOutput(output: unknown[], jsonDepth: number): OutputBody {
  const values = output.filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return { kind: 'none' };
  // A single string is sent verbatim, typed as JSON when it parses as JSON (decided here, inside the isolate, so a big
  // body is never parsed on the server's event loop).
  if (output.length === 1 && typeof values[0] === 'string') return { kind: isJson(values[0]) ? 'json' : 'string', value: values[0] };
  return { kind: 'json', value: toJson(output.length === 1 ? output[0] : output, { depth: jsonDepth, compress: true }) };
}

/**
 * Whether the text parses as JSON. Most strings an endpoint returns are not JSON and cannot start as JSON does: those
 * are refused by their first character, because a failed JSON.parse raises a SyntaxError with its stack and message,
 * which cost a trivial endpoint returning `"hello"` half of its whole call (docs/sandbox.md, the engine's work).
 */
function isJson(value: string): boolean {
  if (!JSON_START.test(value)) return false;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** JSON's whitespace, then what a JSON value can begin with (RFC 8259: an object, array, string, number or literal). */
const JSON_START = /^[ \t\n\r]*[{["\-0-9tfn]/;

function property(response: ApiResponse, name: string): unknown {
  return response.getProperty(name)?.value ?? null;
}

function pairs(value: unknown): [string, string][] {
  if (!(value instanceof PSHashtable)) return [];
  return value.entries().map(([k, v]) => [toStringValue(k), toStringValue(v)]);
}

/** -Data as bytes: they leave the isolate as one byte copy (src/sandbox/guest/result-wire.ts). */
function bytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return Uint8Array.from(value, (b) => Number(b) & 0xff);
  return null;
}

export function explicitResponseData(response: ApiResponse): ExplicitResponseData {
  const body = property(response, 'Body');
  const contentType = property(response, 'ContentType');
  return {
    statusCode: Number(property(response, 'StatusCode') ?? 200),
    body: body === null ? null : toStringValue(body),
    data: bytes(property(response, 'Data')),
    contentType: contentType === null || contentType === '' ? null : toStringValue(contentType),
    headers: pairs(property(response, 'Headers')),
    cookies: pairs(property(response, 'Cookies')),
  };
}
