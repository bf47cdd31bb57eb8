// The service settings of docs/contract.md 3: names, types, ranges, choices, defaults and help, declared once.
// Set-SvcSetting's parameters, Get-SvcSetting's help, the service's defaults and its validation all read this list.
import { ERROR_ACTION_NAMES, type ErrorActionName } from './action-preference.js';
import { OUTBOUND_RULE_FORMS, parseOutboundRule } from './outbound-rules.js';

export const LOG_LEVELS = ['None', 'Error', 'Warning', 'Information', 'Verbose'] as const;
export type LogLevel = typeof LOG_LEVELS[number];
export const CLIENT_EDITIONS = ['Core', 'Desktop'] as const;
export const CONSOLE_MODES = ['Auto', 'On', 'Off'] as const;

type Kind =
  | { kind: 'int'; range: readonly [number, number] }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'address' }
  | { kind: 'path' }
  | { kind: 'urlPrefix' }
  | { kind: 'storeUrl' }
  | { kind: 'switch' }
  | { kind: 'rules' }
  /** A list of strings (PSU's rate-limit allow lists); empty by default. */
  | { kind: 'list' };

/** A setting's value type, from its kind: a choice is one of its choices; a path or store URL may be unset (null). */
type ValueOf<K> =
  K extends { kind: 'int' } ? number
  : K extends { kind: 'choice'; choices: readonly (infer C)[] } ? C
  : K extends { kind: 'switch' } ? boolean
  : K extends { kind: 'path' | 'storeUrl' } ? string | null
  : K extends { kind: 'rules' | 'list' } ? string[]
  : string;

const int = (min: number, max: number) => ({ kind: 'int' as const, range: [min, max] as const });
const choice = <C extends string>(choices: readonly C[]) => ({ kind: 'choice' as const, choices });

/**
 * Link-local addresses (IPv4 169.254.0.0/16, IPv6 fe80::/10) and the metadata services outside them (AWS's IPv6
 * fd00:ec2::254, Alibaba Cloud's 100.100.100.200): an endpoint script has no business asking the cloud for the host's
 * credentials. Loopback stays open: svc calling its own endpoints and local services is the common case.
 */
const DEFAULT_OUTBOUND_DENY: string[] = ['169.254.0.0/16', 'fe80::/10', 'fd00:ec2::254', '100.100.100.200'];

/** In the order Get-SvcSetting shows them. */
const DECLARED = [
  { name: 'Port', ...int(0, 65535), default: 5000, help: 'Listener port (0: a free one). Rebinds the listener.' },
  { name: 'ListenAddress', kind: 'address', default: '127.0.0.1', help: 'Listener address. Rebinds the listener.' },
  { name: 'DefaultErrorAction', ...choice(ERROR_ACTION_NAMES), default: 'Continue', help: 'ErrorAction of endpoints defined without -ErrorAction.' },
  { name: 'ApiTimeout', ...int(0, 86400), default: 30, help: 'Seconds an endpoint script may run (0: no limit).' },
  // isolated-vm refuses isolates under 8 MB.
  { name: 'MemoryLimitMB', ...int(8, 65536), default: 128, help: 'Memory per sandbox isolate, in MB.' },
  // ConvertTo-Json's -Depth accepts 0 to 100.
  { name: 'JsonDepth', ...int(0, 100), default: 5, help: 'Depth of the automatic JSON serialisation of output.' },
  { name: 'MaxRequestBodyKB', ...int(0, 1024 * 1024), default: 1024, help: 'Larger request bodies get 413.' },
  { name: 'MaxRequestFields', ...int(1, 1_000_000), default: 1000, help: 'Query strings and forms with more fields get 400.' },
  // No PowerShell Universal equivalent: the cap on what a script returns (and downloads) keeps a big body from costing
  // the server more than the script's own limits (docs/sandbox.md, limits).
  { name: 'MaxResponseKB', ...int(1, 1024 * 1024), default: 32 * 1024, help: 'The largest body an endpoint script may return (500 past it), and download with Invoke-RestMethod/Invoke-WebRequest (an error past it).' },
  { name: 'MaxIsolates', ...int(0, 1024), default: 0, help: 'The most sandbox isolates the pool grows to while long calls hold isolates (0: a quarter of the machine memory at 3x MemoryLimitMB each).' },
  { name: 'QueueTimeout', ...int(0, 3600), default: 10, help: 'Seconds a call may wait for a free isolate before it gets 503 with Retry-After (0: no bound).' },
  { name: 'ShutdownGrace', ...int(0, 600), default: 5, help: 'Seconds requests in flight may finish after SIGTERM or SIGINT (or SIGHUP when no script file is loaded; with one, SIGHUP reloads it); the scripts still running then are stopped and answer 503.' },
  { name: 'LogLevel', ...choice(LOG_LEVELS), default: 'Information', help: 'Request log level (Information: one line per request).' },
  { name: 'LoggingFilePath', kind: 'path', default: null, help: 'Also append request log lines (JSON lines) to this file; empty: none.' },
  { name: 'ClientEdition', ...choice(CLIENT_EDITIONS), default: 'Core', help: 'How Invoke-RestMethod/Invoke-WebRequest report 4xx/5xx: Core (PowerShell 7) or Desktop (5.1).' },
  { name: 'RequestLogSize', ...int(0, 100000), default: 100, help: 'Requests kept for Get-SvcRequestLog and the console page (0: none).' },
  { name: 'Console', ...choice(CONSOLE_MODES), default: 'Auto', help: 'The console page under ConsolePrefix: Auto (on while the listener is on a loopback address), On or Off.' },
  { name: 'ConsolePrefix', kind: 'urlPrefix', default: '/_svc', help: 'The URL prefix reserved for the console page, its OpenAPI document and Swagger UI; no endpoint may be defined under it.' },
  { name: 'OutboundAllow', kind: 'rules', default: [], help: `Where Invoke-RestMethod/Invoke-WebRequest in endpoint scripts may connect, checked on the resolved address and at each redirect; empty: anywhere OutboundDeny does not refuse. Entries: ${OUTBOUND_RULE_FORMS}.` },
  { name: 'OutboundDeny', kind: 'rules', default: DEFAULT_OUTBOUND_DENY, help: 'Where they may not connect, whatever OutboundAllow says. The default refuses link-local addresses, where cloud metadata services answer.' },
  { name: 'Watch', kind: 'switch', default: false, help: 'Reload the script files loaded in this session when one of them changes (docs/files.md; svc --watch FILE turns it on).' },
  { name: 'DataPath', kind: 'path', default: null, help: 'The folder where svc keeps its data (Set-SvcCache -Persist keys); svc --data DIR sets it. Empty: the per-user data folder ($XDG_DATA_HOME/svc, or ~/.local/share/svc, on Linux).' },
  { name: 'Store', kind: 'storeUrl', default: null, help: 'Where the cache (and everything else replicas share) is kept: empty for the embedded store in this process, or redis://HOST:PORT; svc --store URL sets it.' },
  // PowerShell Universal's cache has no caps; svc's keep what scripts store from growing the process without bound.
  { name: 'MaxCacheValueKB', ...int(1, 1024 * 1024), default: 1024, help: 'The largest value Set-SvcCache or $Cache: may store, in KB (its data form, UTF-8).' },
  { name: 'MaxCacheKB', ...int(1, 64 * 1024 * 1024), default: 64 * 1024, help: 'The most the embedded cache may hold, keys and values, in KB; a write past it is refused.' },
  // PSU's rate-limit allow lists (docs/security.md, rate limits): callers and URLs no rate limit counts.
  { name: 'RateLimitIpAddressAllowList', kind: 'list', default: [], help: 'Client IP addresses no rate limit counts (PowerShell Universal\'s setting), e.g. 127.0.0.1.' },
  { name: 'RateLimitClientAllowList', kind: 'list', default: [], help: 'App-token identities no rate limit counts (on -Authentication endpoints).' },
  { name: 'RateLimitEndpointAllowList', kind: 'list', default: [], help: 'URLs no rate limit counts: wildcard patterns such as /health or /public/*, optionally METHOD|URL.' },] as const satisfies readonly (Kind & { name: string; default: unknown; help: string })[];

/** The settings' values by name, derived from the declarations above (a new setting is one line there). */
export type ServiceSettings = { -readonly [D in typeof DECLARED[number] as D['name']]: ValueOf<D> };

export type SettingDeclaration = Kind & { name: keyof ServiceSettings; default: unknown; help: string };

export const SETTINGS: readonly SettingDeclaration[] = DECLARED;

/** The store URL schemes the Store setting accepts (docs/state.md). */
export const STORE_SCHEMES: readonly string[] = ['redis'];

/** Why `value` is not a Store setting (null when it is): `source` names where it came from (--store, the Store setting). */
export function storeUrlProblem(value: string, source: string): string | null {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(value)?.[1];
  if (scheme === undefined) return `${source}: '${value}' is not a store URL; use redis://HOST:PORT, or nothing for the embedded store.`;
  if (!STORE_SCHEMES.includes(scheme.toLowerCase())) {
    return `${source}: unknown store scheme '${scheme}' in '${value}'; the store may be redis://HOST:PORT, or nothing for the embedded store.`;
  }
  return null;
}

export const defaultSettings: Readonly<ServiceSettings> = Object.freeze(
  Object.fromEntries(SETTINGS.map((s) => [s.name, s.default])) as unknown as ServiceSettings);

export const settingNames: readonly (keyof ServiceSettings)[] = SETTINGS.map((s) => s.name);

/** The help line of a setting, with its default when it has one. */
export function settingHelp(s: SettingDeclaration): string {
  return s.default === null ? s.help : `${s.help} Default: ${String(s.default)}.`;
}

/** Checks one value against its declaration; returns it canonical. Throws Error naming the setting. */
function check(s: SettingDeclaration, value: unknown): unknown {
  if (s.kind === 'int') {
    const [min, max] = s.range;
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
      throw new Error(`The ${s.name} setting must be an integer from ${min} to ${max}; got '${String(value)}'.`);
    }
    return n;
  }
  if (s.kind === 'choice') {
    const match = s.choices.find((n) => n.toLowerCase() === String(value).toLowerCase());
    if (!match) throw new Error(`The ${s.name} setting must be one of ${s.choices.join(', ')}; got '${String(value)}'.`);
    return match;
  }
  if (s.kind === 'switch') {
    if (typeof value === 'boolean') return value;
    const text = String(value).toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw new Error(`The ${s.name} setting must be $true or $false; got '${String(value)}'.`);
  }
  if (s.kind === 'address') {
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`The ${s.name} setting must be a host address such as 127.0.0.1.`);
    return value.trim();
  }
  if (s.kind === 'list') {
    const items = value == null ? [] : Array.isArray(value) ? value : [value];
    return items.map((v) => String(v).trim()).filter((v) => v !== '');
  }
  if (s.kind === 'rules') {
    const entries = value == null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
    for (const entry of entries) {
      const rule = parseOutboundRule(entry);
      if (typeof rule === 'string') throw new Error(`The ${s.name} setting cannot take '${entry}': ${rule}.`);
    }
    return entries.map((e) => e.trim());
  }
  if (s.kind === 'urlPrefix') {
    const text = String(value ?? '').trim().replace(/\/+$/, '');
    if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(text)) {
      throw new Error(`The ${s.name} setting must be a path such as /_svc (segments of letters, digits, '.', '_', '~' or '-'); got '${String(value)}'.`);
    }
    return text;
  }
  if (s.kind === 'storeUrl') {
    if (value == null || String(value).trim() === '') return null;
    const problem = storeUrlProblem(String(value).trim(), `The ${s.name} setting`);
    if (problem !== null) throw new Error(problem);
    return String(value).trim();
  }
  return value == null || value === '' ? null : String(value);
}

/** Validates a partial change; returns it with canonical values. Throws Error naming the first bad setting. */
export function validateSettings(changes: Record<string, unknown>): Partial<ServiceSettings> {
  const result: Record<string, unknown> = {};
  for (const [given, value] of Object.entries(changes)) {
    const s = SETTINGS.find((d) => d.name.toLowerCase() === given.toLowerCase());
    if (!s) throw new Error(`There is no setting named '${given}'. The settings are: ${settingNames.join(', ')}.`);
    result[s.name] = check(s, value);
  }
  return result as Partial<ServiceSettings>;
}
