// -RegEx routes (docs/http.md, "Regular expression URLs"): the whole request path is matched against a .NET pattern,
// and each named group becomes a variable, as PowerShell Universal's New-PSUEndpoint -RegEx does. The pattern is
// compiled for V8's linear-time engine (the `l` flag): a route is matched on the server's event loop before any
// isolate is chosen, so it must never backtrack; a pattern that needs backtracking (a backreference, a lookahead,
// case-insensitive matching) is refused at definition with the reason, and no request can stall the server.
import { setFlagsFromString } from 'node:v8';
import { dotNetPatternSource } from '../engine/values/regex.js';

export interface RegexRoute {
  re: RegExp;
  /** The named groups, in order: each becomes a variable. */
  names: string[];
}

let linearEngineEnabled = false;

/**
 * The `l` flag exists only once V8's experimental linear engine is enabled. The flag enables the syntax and nothing
 * else: script regexes (src/engine/values/regex.ts) never ask for `l`, so they keep .NET's backtracking behaviour.
 */
function enableLinearEngine(): void {
  if (linearEngineEnabled) return;
  setFlagsFromString('--enable-experimental-regexp-engine');
  linearEngineEnabled = true;
}

function compileLinear(pattern: string): { re: RegExp; names: string[] } {
  const t = dotNetPatternSource(pattern);
  // .NET's RegexOptions are opt-in through leading inline options; `i` has no linear-time form in V8.
  if (t.flags.includes('i')) throw new SyntaxError('Cannot be executed in linear time (case-insensitive matching)');
  const re = new RegExp(`^(?:${t.source})$`, t.flags.replace('m', '') + 'l');
  return { re, names: t.groups.filter((g): g is string => g !== null) };
}

/** Compiles a -RegEx URL; throws Error with one line naming the position and the reason when it cannot be used. */
export function compileRegexRoute(url: string): RegexRoute {
  enableLinearEngine();
  try {
    return compileLinear(url);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    throw new Error(regexRefusal(url, e.message));
  }
}

function regexRefusal(url: string, message: string): string {
  const reason = message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  const position = errorPosition(url);
  const at = ` at position ${position} ('${url.slice(position, position + 10)}')`;
  const linear = /linear time/i.test(reason)
    ? ': route patterns must match in linear time, so backreferences, lookaheads and (?i) are not available; write both cases, e.g. [Ii]tems'
    : `: ${reason}`;
  return `The URL '${url}' is not a valid -RegEx pattern${at}${linear}.`;
}

/** Where the pattern goes wrong: the length of its longest prefix that compiles on its own. */
function errorPosition(url: string): number {
  let longest = 0;
  for (let k = 1; k < url.length; k++) {
    try {
      compileLinear(url.slice(0, k));
      longest = k;
    } catch {
      // an incomplete prefix: keep looking for a longer one that compiles
    }
  }
  return longest;
}

/** The named groups of a whole-path match, percent-decoded as route parameters are; null when the path does not match. */
export function matchRegexRoute(route: RegexRoute, path: string): Record<string, string> | null {
  const m = route.re.exec(path);
  if (!m) return null;
  const values = Object.create(null) as Record<string, string>;
  for (const name of route.names) {
    const raw = m.groups?.[name];
    if (raw !== undefined) values[name] = safeDecode(raw);
  }
  return values;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
