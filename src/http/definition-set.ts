// Reload applies a set of definitions at once (docs/files.md): the endpoints a fresh run of the watched files defined
// (staged in a registry of their own, so nothing is served from a run that fails) replace the live endpoints that
// came from files. An endpoint defined the same way again is left untouched (same id, same script cache); a changed
// one is redefined; a file-defined one no longer defined is removed; endpoints typed at the prompt are never touched.
// Every change happens in one synchronous step, so no request sees half a set; a request already running keeps the
// script it started with.
import type { EndpointInfo } from '../engine/protocol/endpoint-types.js';
import { parseRoutePattern } from './route-pattern.js';
import type { EndpointRegistry } from './endpoint-registry.js';

/** One line of the reload log: `+ /a` added, `~ /b` changed, `- /c` removed. */
export interface SetChange {
  sign: '+' | '~' | '-';
  url: string;
}

const shape = (e: EndpointInfo): string => parseRoutePattern(e.url, e.regex === true).shapeKey;
const methodsKey = (e: EndpointInfo): string => [...e.methods].sort().join(',');
const sameKey = (a: EndpointInfo, b: EndpointInfo): boolean => methodsKey(a) === methodsKey(b) && shape(a) === shape(b);

/** Everything that makes an endpoint behave as it does (not its id). */
function sameDefinition(a: EndpointInfo, b: EndpointInfo): boolean {
  const fields = (e: EndpointInfo) => JSON.stringify([e.url, methodsKey(e), e.script, e.errorAction, e.timeout, e.description, e.tags, e.path ?? null, e.scriptName ?? null,
    e.regex === true, e.authentication === true, e.roles ?? [], (e.sharedFiles ?? []).map((f) => [f.from, f.name, f.text])]);
  return fields(a) === fields(b);
}

export function applyDefinitionSet(live: EndpointRegistry, staged: readonly EndpointInfo[]): SetChange[] {
  const before = live.list({});
  const changes: SetChange[] = [];
  const note = (sign: SetChange['sign'], url: string) => {
    if (!changes.some((c) => c.url === url)) changes.push({ sign, url });
  };
  for (const s of staged) {
    const existing = before.find((l) => sameKey(l, s));
    if (existing !== undefined && sameDefinition(existing, s)) continue;
    const { id: _id, ...definition } = s;
    live.define(definition);
    note(existing !== undefined || before.some((l) => l.definedIn != null && shape(l) === shape(s)) ? '~' : '+', s.url);
  }
  for (const l of before) {
    if (l.definedIn == null || staged.some((s) => sameKey(l, s))) continue;
    live.remove({ id: l.id });
    if (!staged.some((s) => shape(s) === shape(l))) note('-', l.url);
  }
  return changes;
}
