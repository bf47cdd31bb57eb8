// The endpoint router (docs/contract.md 4.1): a trie of path segments, literal children keyed by their lower-cased text and one
// parameter branch per node, so a lookup costs the depth of the path, never the number of endpoints. Literal
// children win over the parameter branch, with backtracking when a literal branch leads nowhere. -RegEx routes are
// a list beside the trie, tried in definition order only when the trie has nothing for the path and method: literal
// and :name routes win over regex routes, and among regex routes the first defined wins (docs/http.md).
import type { HttpMethod } from '../engine/protocol/endpoint-types.js';
import type { RoutePattern } from './route-pattern.js';
import { matchRegexRoute, type RegexRoute } from './regex-route.js';

interface RouteEntry<T> {
  value: T;
  /** Parameter names of this endpoint's -Url, in segment order (two -Urls of one shape may name them differently). */
  parameterNames: string[];
}

interface TrieNode<T> {
  literals: Map<string, TrieNode<T>>;
  parameter: TrieNode<T> | null;
  methods: Map<HttpMethod, RouteEntry<T>>;
}

export type RouteMatch<T> =
  | { kind: 'found'; value: T; routeParameters: Record<string, string> }
  /** The path is known but not for this method: 405 with these methods in `Allow`. */
  | { kind: 'methodNotAllowed'; allowed: HttpMethod[] }
  | { kind: 'notFound' };

const newNode = <T>(): TrieNode<T> => ({ literals: new Map(), parameter: null, methods: new Map() });

interface RegexEntry<T> {
  url: string;
  route: RegexRoute;
  methods: Map<HttpMethod, T>;
}

export class Router<T> {
  private readonly root: TrieNode<T> = newNode();
  /** -RegEx routes in definition order; a redefinition keeps its place. */
  private readonly regexes: RegexEntry<T>[] = [];

  /** Adds or replaces the value for the pattern and method; returns the value it replaced, if any. */
  set(pattern: RoutePattern, method: HttpMethod, value: T): T | undefined {
    if (pattern.regex) return this.setRegex(pattern.url, pattern.regex, method, value);
    let node = this.root;
    for (const segment of pattern.segments) {
      if (segment.kind === 'literal') {
        const key = segment.value.toLowerCase();
        let next = node.literals.get(key);
        if (!next) node.literals.set(key, (next = newNode()));
        node = next;
      } else {
        node = node.parameter ??= newNode();
      }
    }
    const previous = node.methods.get(method)?.value;
    const parameterNames = pattern.segments.flatMap((s) => (s.kind === 'parameter' ? [s.name] : []));
    node.methods.set(method, { value, parameterNames });
    return previous;
  }

  private setRegex(url: string, route: RegexRoute, method: HttpMethod, value: T): T | undefined {
    let entry = this.regexes.find((e) => e.url === url);
    if (!entry) this.regexes.push(entry = { url, route, methods: new Map() });
    const previous = entry.methods.get(method);
    entry.methods.set(method, value);
    return previous;
  }

  /** Removes the value for the pattern and method; empty branches are pruned. */
  delete(pattern: RoutePattern, method: HttpMethod): boolean {
    if (pattern.regex) {
      const at = this.regexes.findIndex((e) => e.url === pattern.url);
      if (at < 0 || !this.regexes[at].methods.delete(method)) return false;
      if (this.regexes[at].methods.size === 0) this.regexes.splice(at, 1);
      return true;
    }
    const path: TrieNode<T>[] = [this.root];
    for (const segment of pattern.segments) {
      const node = path[path.length - 1];
      const next = segment.kind === 'literal' ? node.literals.get(segment.value.toLowerCase()) : node.parameter;
      if (!next) return false;
      path.push(next);
    }
    const removed = path[path.length - 1].methods.delete(method);
    if (removed) this.prune(pattern, path);
    return removed;
  }

  /**
   * Matches decoded path segments, then (when the trie has no endpoint for the path and method) the -RegEx routes
   * against `path`, the path as received without its trailing '/'. HEAD is served by GET (RFC 9110 9.3.2).
   */
  match(segments: string[], method: string, path = ''): RouteMatch<T> {
    const wanted = (method === 'HEAD' ? 'GET' : method) as HttpMethod;
    const captured: string[] = [];
    const node = this.find(this.root, segments, 0, captured);
    const entry = node?.methods.get(wanted);
    if (entry) {
      const routeParameters: Record<string, string> = Object.create(null) as Record<string, string>;
      entry.parameterNames.forEach((name, i) => (routeParameters[name] = captured[i]));
      return { kind: 'found', value: entry.value, routeParameters };
    }
    const allowed = new Set<HttpMethod>(node ? node.methods.keys() : []);
    if (this.regexes.length > 0) {
      const subject = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
      for (const regex of this.regexes) {
        const values = matchRegexRoute(regex.route, subject);
        if (values === null) continue;
        const value = regex.methods.get(wanted);
        if (value !== undefined) return { kind: 'found', value, routeParameters: values };
        for (const m of regex.methods.keys()) allowed.add(m);
      }
    }
    return allowed.size > 0 ? { kind: 'methodNotAllowed', allowed: [...allowed] } : { kind: 'notFound' };
  }

  private find(node: TrieNode<T>, segments: string[], i: number, captured: string[]): TrieNode<T> | null {
    if (i === segments.length) return node.methods.size > 0 ? node : null;
    const literal = node.literals.get(segments[i].toLowerCase());
    if (literal) {
      const found = this.find(literal, segments, i + 1, captured);
      if (found) return found;
    }
    if (!node.parameter || segments[i] === '') return null;
    captured.push(segments[i]);
    const found = this.find(node.parameter, segments, i + 1, captured);
    if (!found) captured.pop();
    return found;
  }

  private prune(pattern: RoutePattern, path: TrieNode<T>[]): void {
    for (let i = path.length - 1; i > 0; i--) {
      const node = path[i];
      if (node.methods.size > 0 || node.literals.size > 0 || node.parameter) return;
      const parent = path[i - 1];
      const segment = pattern.segments[i - 1];
      if (segment.kind === 'literal') parent.literals.delete(segment.value.toLowerCase());
      else parent.parameter = null;
    }
  }
}
