// The endpoints the service serves: ids, the router, replacement of the same Url+Method (docs/contract.md 3: "Redefining the
// same Url+Method replaces the old one"), and removal. A definition is validated whole before anything changes,
// so a bad -Url leaves what was defined in place (docs/contract.md 9). The script's syntax was checked where it was
// written (New-SvcEndpoint, in the shell's realm); the service never parses it (docs/architecture.md, parsing).
import type { EndpointDefinition, EndpointFilter, EndpointInfo } from '../engine/protocol/endpoint-types.js';
import { canonicalMethod, type HttpMethod } from '../engine/protocol/http-methods.js';
import { parseRoutePattern, type RoutePattern } from './route-pattern.js';
import { Router, type RouteMatch } from './router.js';

export interface RegisteredEndpoint {
  info: EndpointInfo;
  pattern: RoutePattern;
  /** Names this definition for the executor (the calls of one endpoint share its fair share of the pool). */
  key: string;
}

export class EndpointRegistry {
  private nextId = 1;
  private readonly byId = new Map<number, RegisteredEndpoint>();
  private readonly router = new Router<RegisteredEndpoint>();

  get size(): number {
    return this.byId.size;
  }

  /** Throws Error (one line) for a malformed -Url or an unknown method. */
  define(def: EndpointDefinition): { endpoint: EndpointInfo; replaced: EndpointInfo[] } {
    const pattern = parseRoutePattern(def.url, def.regex === true);
    const methods = [...new Set(def.methods.map((m) => canonicalMethod(m)))];
    if (methods.length === 0) throw new Error('An endpoint needs at least one method.');
    const replaced: EndpointInfo[] = [];
    const id = this.nextId++;
    const info: EndpointInfo = { ...def, url: def.url, methods, tags: [...def.tags], id };
    const entry: RegisteredEndpoint = { info, pattern, key: `endpoint-${id}` };
    for (const method of methods) {
      const previous = this.router.set(pattern, method, entry);
      if (previous) {
        if (!replaced.some((r) => r.id === previous.info.id)) replaced.push(previous.info);
        this.dropMethod(previous, method);
      }
    }
    this.byId.set(id, entry);
    return { endpoint: { ...info }, replaced };
  }

  list(filter: EndpointFilter): EndpointInfo[] {
    return this.select(filter).map((e) => ({ ...e.info, methods: [...e.info.methods], tags: [...e.info.tags] }));
  }

  /** Removes the matching endpoints (only the given method of them when filter.method is set); returns them. */
  remove(filter: EndpointFilter): EndpointInfo[] {
    const removed: EndpointInfo[] = [];
    for (const entry of this.select(filter)) {
      const methods = filter.method && filter.id === undefined ? [canonicalMethod(filter.method)] : [...entry.info.methods];
      for (const method of methods) {
        this.router.delete(entry.pattern, method);
        this.dropMethod(entry, method);
      }
      removed.push({ ...entry.info, methods });
    }
    return removed;
  }

  match(segments: string[], method: string, path: string): RouteMatch<RegisteredEndpoint> {
    return this.router.match(segments, method, path);
  }

  private select(filter: EndpointFilter): RegisteredEndpoint[] {
    const shape = filter.url === undefined ? null : shapeOf(filter.url);
    const regexShape = filter.url === undefined ? null : `regex:${filter.url}`;
    const method = filter.method === undefined ? null : canonicalMethod(filter.method);
    return [...this.byId.values()].filter((e) =>
      (filter.id === undefined || e.info.id === filter.id)
      && (shape === null || e.pattern.shapeKey === shape || e.pattern.shapeKey === regexShape)
      && (method === null || e.info.methods.includes(method)));
  }

  /** An endpoint loses a method to a redefinition or a removal; with none left it is gone. */
  private dropMethod(entry: RegisteredEndpoint, method: HttpMethod): void {
    entry.info = { ...entry.info, methods: entry.info.methods.filter((m) => m !== method) };
    if (entry.info.methods.length === 0) this.byId.delete(entry.info.id);
  }
}

function shapeOf(url: string): string {
  try {
    return parseRoutePattern(url).shapeKey;
  } catch {
    return '\0' + url.toLowerCase();
  }
}
