// Parsing of an endpoint's -Url into segments (docs/contract.md 4.1): a path starting with `/`, literal segments matched
// case-insensitively, `:name` segments as route parameters with unique names. Used by the registry (to refuse a
// malformed -Url before anything is defined) and by the router (to place the endpoint in its trie). A -RegEx URL is
// compiled instead (regex-route.ts).
import { compileRegexRoute, type RegexRoute } from './regex-route.js';

export type RouteSegment = { kind: 'literal'; value: string } | { kind: 'parameter'; name: string };

export interface RoutePattern {
  /** The -Url as given. */
  url: string;
  segments: RouteSegment[];
  /** Same for every -Url that matches the same requests: literals lower-cased, parameters as `:`; a -RegEx URL as written. */
  shapeKey: string;
  /** Set for a -RegEx URL (segments are then empty): the compiled whole-path pattern. */
  regex: RegexRoute | null;
}

const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses a -Url (a .NET pattern with `regex`); throws Error with a one-line message naming what is wrong. */
export function parseRoutePattern(url: string, regex = false): RoutePattern {
  if (regex) return { url, segments: [], shapeKey: `regex:${url}`, regex: compileRegexRoute(url) };
  if (typeof url !== 'string' || !url.startsWith('/')) {
    throw new Error(`The URL '${url}' is not valid: it must start with '/', for example /user/:name.`);
  }
  if (/[?#\s]/.test(url)) {
    throw new Error(`The URL '${url}' is not valid: it must be a path without spaces, query string or fragment.`);
  }
  if (url === '/') return { url, segments: [], shapeKey: '/', regex: null };
  // One trailing '/' is dropped, as requests' trailing '/' is (PSU's docs write -Url "/hello/").
  const parts = (url.endsWith('/') ? url.slice(1, -1) : url.slice(1)).split('/');
  const segments: RouteSegment[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (part === '') throw new Error(`The URL '${url}' is not valid: it has an empty segment ('//').`);
    segments.push(parseSegment(url, part, seen));
  }
  const shapeKey = '/' + segments.map((s) => (s.kind === 'literal' ? s.value.toLowerCase() : ':')).join('/');
  return { url, segments, shapeKey, regex: null };
}

function parseSegment(url: string, part: string, seen: Set<string>): RouteSegment {
  if (!part.startsWith(':')) return { kind: 'literal', value: safeDecode(part) };
  const name = part.slice(1);
  if (!PARAMETER_NAME.test(name)) {
    throw new Error(`The URL '${url}' is not valid: the route parameter '${part}' needs a name made of letters, digits and '_'.`);
  }
  const key = name.toLowerCase();
  if (seen.has(key)) throw new Error(`The URL '${url}' is not valid: the route parameter ':${name}' appears more than once.`);
  seen.add(key);
  return { kind: 'parameter', name };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
