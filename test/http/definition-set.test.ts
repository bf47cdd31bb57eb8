// Applying a reloaded set of definitions (src/http/definition-set.ts, docs/files.md) to a real registry: added,
// changed, removed, untouched (same id), and endpoints typed at the prompt never touched.
import { describe, expect, it } from 'vitest';
import { EndpointRegistry } from '../../src/http/endpoint-registry.js';
import { applyDefinitionSet } from '../../src/http/definition-set.js';
import type { EndpointDefinition, EndpointInfo } from '../../src/engine/protocol/endpoint-types.js';

const def = (url: string, script: string, definedIn: string | null = '/srv/defs.svc'): EndpointDefinition =>
  ({ url, methods: ['GET'], script, errorAction: null, timeout: null, description: null, tags: [], definedIn });

function staged(...defs: EndpointDefinition[]): EndpointInfo[] {
  const r = new EndpointRegistry();
  for (const d of defs) r.define(d);
  return r.list({});
}

describe('applyDefinitionSet', () => {
  it('adds, changes and removes file-defined endpoints; leaves the same ones (and their ids) and the prompt\'s alone', () => {
    const live = new EndpointRegistry();
    for (const d of [def('/a', '{1}'), def('/b', '{1}'), def('/c', '{1}'), def('/typed', '{1}', null)]) live.define(d);
    const idOfC = live.list({ url: '/c' })[0].id;
    const changes = applyDefinitionSet(live, staged(def('/b', '{2}'), def('/c', '{1}'), def('/d', '{1}')));
    expect(changes).toEqual([{ sign: '~', url: '/b' }, { sign: '+', url: '/d' }, { sign: '-', url: '/a' }]);
    expect(live.list({}).map((e) => `${e.url}=${e.script}`).sort()).toEqual(['/b={2}', '/c={1}', '/d={1}', '/typed={1}']);
    expect(live.list({ url: '/c' })[0].id).toBe(idOfC);
  });

  it('a set with the same definitions changes nothing', () => {
    const live = new EndpointRegistry();
    live.define(def('/a', '{1}'));
    expect(applyDefinitionSet(live, staged(def('/a', '{1}')))).toEqual([]);
  });

  it('a changed method list is a change of that URL', () => {
    const live = new EndpointRegistry();
    live.define(def('/items', '{1}'));
    const changes = applyDefinitionSet(live, staged({ ...def('/items', '{1}'), methods: ['GET', 'POST'] }));
    expect(changes).toEqual([{ sign: '~', url: '/items' }]);
    expect(live.list({}).map((e) => e.methods)).toEqual([['GET', 'POST']]);
  });
});
