// The .svc text of the service's definitions (Export-SvcEndpoint, docs/files.md): one Set-SvcSetting call with the
// settings that differ from their defaults (but the listener's and Watch), then one New-SvcEndpoint call per endpoint, in definition order, naming
// only the parameters that differ from New-SvcEndpoint's defaults. Run again, the text recreates the same endpoints
// and settings: script blocks are written verbatim, -Path endpoints as -Path, every string single-quoted.
import { formatTimeSpan, parseScript } from '../../values/index.js';
import type { EndpointInfo } from '../../protocol/endpoint-types.js';
import { methodDisplayName } from '../../protocol/http-methods.js';
import { SETTINGS } from '../../protocol/settings-schema.js';
import type { RateLimitInfo } from '../../host.js';

export interface DefinitionsText {
  endpoints: readonly EndpointInfo[];
  /** The settings as Get-SvcSetting reads them (names of settings-schema.ts). */
  settings: Readonly<Record<string, unknown>>;
  /** New-SvcRateLimit's limits, written after the endpoints (docs/security.md). */
  rateLimits?: readonly RateLimitInfo[];
  /**
   * How the text names a -Path endpoint's file: the -Path it was defined with when that still names the same file
   * from where the text will run, else the absolute path.
   */
  pathArgument(endpoint: EndpointInfo & { path: string }): string;
}

export function definitionsText(d: DefinitionsText): string {
  const lines = ['# svc definitions, written by Export-SvcEndpoint (docs/files.md).'];
  const settings = settingArguments(d.settings);
  if (settings.length > 0) lines.push(`Set-SvcSetting ${settings.join(' ')}`);
  for (const e of d.endpoints) lines.push(endpointCall(e, d.pathArgument));
  for (const l of d.rateLimits ?? []) lines.push(rateLimitCall(l));
  return lines.join('\n') + '\n';
}

/** about_Quoting_Rules: in a single-quoted string only the quote itself is special, written twice. */
export function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Where svc listens, where it keeps its data and whether it watches files are chosen where it starts (--port, --host,
 * SVC_PORT, --data, --watch), not by the definitions: written down, the port would stop the file from running beside
 * the svc that exported it, and the data folder (the per-user default, filled in at start) would pin another user's.
 */
const NOT_EXPORTED: ReadonlySet<string> = new Set(['Port', 'ListenAddress', 'DataPath', 'Watch']);

function settingArguments(settings: Readonly<Record<string, unknown>>): string[] {
  const args: string[] = [];
  for (const s of SETTINGS) {
    const value = settings[s.name];
    if (NOT_EXPORTED.has(s.name) || value === s.default || (value == null && s.default == null)) continue;
    if (s.kind === 'rules' || s.kind === 'list') {
      const list = value as string[];
      if (list.join('\n') === (s.default as string[]).join('\n')) continue;
      args.push(`-${s.name} ${list.length === 0 ? '@()' : list.map(quote).join(',')}`);
    } else if (s.kind === 'switch') args.push(value ? `-${s.name}` : `-${s.name}:$false`);
    else if (s.kind === 'int') args.push(`-${s.name} ${String(value)}`);
    else if (s.kind === 'choice') args.push(`-${s.name} ${String(value)}`);
    else args.push(`-${s.name} ${quote(value == null ? '' : String(value))}`);
  }
  return args;
}

function endpointCall(e: EndpointInfo, pathArgument: DefinitionsText['pathArgument']): string {
  const parts = ['New-SvcEndpoint', `-Url ${quote(e.url)}`];
  if (!(e.methods.length === 1 && e.methods[0] === 'GET')) parts.push(`-Method ${e.methods.map(methodDisplayName).join(',')}`);
  if (e.errorAction !== null) parts.push(`-ErrorAction ${e.errorAction}`);
  if (e.timeout !== null) parts.push(`-Timeout ${e.timeout}`);
  if (e.description !== null) parts.push(`-Description ${quote(e.description)}`);
  if (e.tags.length > 0) parts.push(`-Tag ${e.tags.map(quote).join(',')}`);
  if (e.regex) parts.push('-RegEx');
  if (e.authentication) parts.push('-Authentication');
  if (e.roles && e.roles.length > 0) parts.push(`-Role ${e.roles.map(quote).join(',')}`);
  if (e.path != null) parts.push(`-Path ${quote(pathArgument({ ...e, path: e.path }))}`);
  else parts.push(`-Endpoint ${scriptArgument(e.script)}`);
  return parts.join(' ');
}

function rateLimitCall(l: RateLimitInfo): string {
  const parts = ['New-SvcRateLimit', `-Endpoint ${quote(l.endpoint)}`, `-Limit ${l.limit}`, `-Period ${quote(formatTimeSpan(l.periodMs))}`];
  if (l.roles.length > 0) parts.push(`-Role ${l.roles.map(quote).join(',')}`);
  if (l.identities.length > 0) parts.push(`-Identity ${l.identities.map(quote).join(',')}`);
  return parts.join(' ');
}

/**
 * A `{ ... }` block is written as it was typed. A script made another way ([scriptblock]::Create) has no braces, or
 * braces that are not one block: it is written as that call, so the text Get-SvcEndpoint shows stays the same.
 */
function scriptArgument(script: string): string {
  return isOneBlockLiteral(script) ? script : `([scriptblock]::Create(${quote(script)}))`;
}

function isOneBlockLiteral(text: string): boolean {
  if (!text.startsWith('{') || !text.endsWith('}')) return false;
  const { ast, errors } = parseScript(text);
  const statements = ast.endBlock?.statements ?? [];
  if (errors.length > 0 || ast.paramBlock !== null || ast.beginBlock !== null || ast.processBlock !== null || statements.length !== 1) return false;
  const only = statements[0];
  if (only.kind !== 'Pipeline' || only.elements.length !== 1) return false;
  const element = only.elements[0];
  return element.kind === 'CommandExpression' && element.expression.kind === 'ScriptBlockExpression' && element.redirections.length === 0
    && element.expression.scriptBlock.text === text;
}
