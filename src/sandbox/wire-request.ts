// A request as it crosses into an isolate: JSON for everything but the body bytes, which go as a Uint8Array (docs/contract.md 6:
// strings and byte copies are the cheap ways across; a JSON array of a million numbers is not).
import type { EndpointRequest } from '../engine/protocol/endpoint-types.js';

export interface WireRequest {
  /** The request without `data`, as JSON. */
  json: string;
  /** `data` as bytes, or null when there is no body. */
  bytes: Uint8Array | null;
}

export function toWireRequest(request: EndpointRequest): WireRequest {
  const { data, ...rest } = request;
  return { json: JSON.stringify(rest), bytes: data.length === 0 ? null : data };
}
