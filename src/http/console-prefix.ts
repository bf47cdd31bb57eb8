// The console's reserved URL prefix (docs/console.md): which paths it owns, why an endpoint may not be defined under
// it, and when the console is on by default (a loopback listener only: the page shows every endpoint's script).

/** The path after the prefix ('' or '/...') when `path` is the prefix or under it, case-insensitively; else null. */
export function consoleRoute(path: string, prefix: string): string | null {
  if (path.length < prefix.length || path.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return null;
  const rest = path.slice(prefix.length);
  return rest === '' || rest.startsWith('/') ? rest : null;
}

/** The error for an endpoint URL under the prefix, or null when it is free. */
export function reservedPrefixError(url: string, prefix: string): string | null {
  const path = url.replace(/\/+$/, '') || '/';
  if (consoleRoute(path, prefix) === null) return null;
  return `The URL ${url} is under ${prefix}, which svc reserves for its console page; `
    + `choose another URL, or move the console with Set-SvcSetting -ConsolePrefix.`;
}

export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::ffff:127.0.0.1';
}
