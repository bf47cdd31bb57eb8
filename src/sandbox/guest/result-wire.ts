// A result leaving the isolate (docs/sandbox.md, "the result"): small metadata as JSON text, and the body apart as
// bytes when it is big or binary, so the host copies it once and sends it as it is, never parsing it on its event
// loop. The body is also where the MaxResponseKB limit is checked: it counts against the script's memory too,
// since its string and its bytes are both made inside the isolate.
import type { BodyText, EndpointResult } from '../../engine/protocol/endpoint-types.js';
import { responseLimitResult } from './results.js';
import { utf8Bytes, utf8Length } from './utf8-bytes.js';

/** Bodies from this size on cross as bytes; under it the JSON of the result is the cheaper way across. */
export const BODY_BYTES_MIN = 16 * 1024;

/** Where the body bytes go back into the result: the output body, or an explicit response's -Body or -Data. */
export type BodySlot = 'output' | 'body' | 'data';

/** The guest's answer to a call: the result's JSON alone, or with its body apart (the slot left empty in the JSON). */
export type WireResult = string | [resultJson: string, body: Uint8Array, slot: BodySlot];

interface Body { slot: BodySlot; value: BodyText }

function bodyOf(result: EndpointResult): Body | null {
  if (result.kind === 'output' && result.body.kind !== 'none') return { slot: 'output', value: result.body.value };
  if (result.kind !== 'response') return null;
  if (result.response.data !== null) return { slot: 'data', value: result.response.data };
  return result.response.body === null ? null : { slot: 'body', value: result.response.body };
}

function withBody(result: EndpointResult, slot: BodySlot, value: BodyText | null): EndpointResult {
  if (slot === 'output' && result.kind === 'output' && result.body.kind !== 'none') {
    return { ...result, body: { kind: result.body.kind, value: value ?? '' } };
  }
  if (result.kind !== 'response') return result;
  return { ...result, response: { ...result.response, [slot]: value } };
}

/** Guest side: the result as it crosses; a body over `maxBytes` makes it the MaxResponseKB limit instead. */
export function toWire(result: EndpointResult, maxBytes: number): WireResult {
  const body = bodyOf(result);
  if (body === null) return JSON.stringify(result);
  const text = typeof body.value === 'string' ? body.value : null;
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most strings need no count to pass the limit.
  const size = text === null ? body.value.length : text.length * 3 <= maxBytes && text.length < BODY_BYTES_MIN / 3 ? -1 : utf8Length(text);
  if (size > maxBytes) return JSON.stringify(responseLimitResult(maxBytes));
  // Small text stays in the JSON; bytes never do (JSON would make each one a number).
  if (text !== null && size < BODY_BYTES_MIN) return JSON.stringify(result);
  const bytes = text === null ? body.value as Uint8Array : utf8Bytes(text, size);
  return [JSON.stringify(withBody(result, body.slot, null)), bytes, body.slot];
}

/** Host side: the result, its body put back as bytes (the HTTP stage sends them as they are). */
export function fromWire(wire: WireResult): EndpointResult {
  if (typeof wire === 'string') return JSON.parse(wire) as EndpointResult;
  const [json, bytes, slot] = wire;
  return withBody(JSON.parse(json) as EndpointResult, slot, bytes);
}
