// The one result -> HTTP mapping (docs/contract.md 4.3-4.5) by table, on EndpointResult data as the engine produces it.
import { describe, expect, it } from 'vitest';
import type { EndpointResult, ExplicitResponseData } from '../../src/engine/protocol/endpoint-types.js';
import type { ErrorRecordData } from '../../src/engine/errors/error-record.js';
import { internalErrorResponse, toResponse } from '../../src/http/to-response.js';

const TEXT = 'text/plain; charset=utf-8';

function error(message: string, frames: string[]): ErrorRecordData {
  return {
    message, exceptionMessage: message, exceptionType: 'System.Exception', fullyQualifiedErrorId: 'X', category: 'NotSpecified',
    targetObject: null, commandName: null, scriptName: null, line: 0, column: 0, endLine: 0, endColumn: 0, lineText: '',
    scriptStackTrace: frames,
  };
}
const whoa = error('Whoa!', ['at <ScriptBlock>, <No file>: line 2', 'at <ScriptBlock>, <No file>: line 1']);
const response = (over: Partial<ExplicitResponseData>): EndpointResult => ({
  kind: 'response', errors: [],
  response: { statusCode: 200, body: 'b', data: null, contentType: null, headers: [], cookies: [], ...over },
});

describe('toResponse', () => {
  it.each<[string, EndpointResult, number, string | null, string]>([
    ['blank output', { kind: 'output', body: { kind: 'none' }, errors: [], errorAction: 'Continue' }, 200, null, ''],
    ['errors under Continue', { kind: 'output', body: { kind: 'none' }, errors: [whoa], errorAction: 'Continue' }, 200, null, ''],
    ['a string', { kind: 'output', body: { kind: 'string', value: 'hi' }, errors: [], errorAction: 'Continue' }, 200, TEXT, 'hi'],
    // The engine types a string that parses as JSON as 'json' (src/engine/endpoint/serialize-output.ts); 'string' is text.
    ['a string typed as text', { kind: 'output', body: { kind: 'string', value: '[1]' }, errors: [], errorAction: 'Continue' }, 200, TEXT, '[1]'],
    ['a body as bytes', { kind: 'output', body: { kind: 'json', value: new TextEncoder().encode('{"é":1}') }, errors: [], errorAction: 'Continue' }, 200, 'application/json; charset=utf-8', '{"é":1}'],
    ['JSON', { kind: 'output', body: { kind: 'json', value: '{"a":1}' }, errors: [], errorAction: 'Continue' }, 200, 'application/json; charset=utf-8', '{"a":1}'],
    ['errors under Stop', { kind: 'output', body: { kind: 'json', value: '1' }, errors: [whoa, whoa], errorAction: 'Stop' }, 500, TEXT,
      'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1\nWhoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1'],
    ['terminated under Continue', { kind: 'terminated', errors: [error('first', ['at x']), error('Boom', ['at y'])], errorAction: 'Continue' }, 500, TEXT, 'Boom'],
    ['terminated under Stop', { kind: 'terminated', errors: [whoa], errorAction: 'Stop' }, 500, TEXT, 'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1'],
    ['a timeout', { kind: 'limit', limit: 'timeout', value: 30 }, 500, TEXT, 'The script exceeded its timeout of 30 seconds.'],
    ['a memory limit', { kind: 'limit', limit: 'memory', value: 128 }, 500, TEXT, 'The script exceeded its memory limit of 128 MB.'],
    ['a response limit', { kind: 'limit', limit: 'response', value: 64 }, 500, TEXT, "The script's response body exceeded its limit of 64 KB (the MaxResponseKB setting)."],
    ['a bad request', { kind: 'badRequest', message: 'Nope.' }, 400, TEXT, 'Nope.'],
    ['an explicit response', response({ statusCode: 404, body: 'Not here' }), 404, TEXT, 'Not here'],
    ['an explicit content type', response({ contentType: 'application/xml', body: '<a/>' }), 200, 'application/xml', '<a/>'],
  ])('%s', (_name, result, status, type, body) => {
    const r = toResponse(result);
    expect(r.status).toBe(status);
    expect(r.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? null).toBe(type);
    expect(r.body.toString()).toBe(body);
  });

  it('refuses CR/LF in a header name or value, and a Content-Type with CR/LF', () => {
    expect(toResponse(response({ headers: [['X-A', 'a\nb']] }))).toMatchObject({ status: 500 });
    expect(toResponse(response({ headers: [['X-A\r', 'a']] })).body).toContain('the name of the header');
    expect(toResponse(response({ contentType: 'text/plain\r\nX: y' }))).toMatchObject({ status: 500 });
  });
  it('refuses a header value Node cannot send, and a status that is not a final one', () => {
    expect(toResponse(response({ headers: [['X-A', 'euro \u20ac']] })).body).toBe(
      "The response was refused: the value of the header 'X-A' contains a character that cannot be sent in a header.");
    expect(toResponse(response({ statusCode: 101 })).body).toBe('The response was refused: 101 is not a final HTTP status code (200-599).');
    expect(toResponse(response({ statusCode: 999 }))).toMatchObject({ status: 500 });
  });
  it('never puts a JavaScript stack in a body', () => {
    const r = toResponse({ kind: 'terminated', errors: [], errorAction: 'Continue' });
    expect(r.body).toBe('The script ended with an error.');
  });
  it('answers a call the sandbox could not serve 503 with its message and Retry-After; a failed executor a fixed 500', () => {
    const busy = toResponse({ kind: 'unavailable', reason: 'busy', message: 'Every script isolate stayed busy.', retryAfter: 1 });
    expect(busy).toMatchObject({ status: 503, body: 'Every script isolate stayed busy.' });
    expect(busy.headers).toContainEqual(['Retry-After', '1']);
    expect(internalErrorResponse()).toMatchObject({ status: 500, body: 'The service failed to run the endpoint.' });
  });
});
