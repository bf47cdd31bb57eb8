// The entries of the OutboundAllow and OutboundDeny settings (docs/sandbox.md, "Outbound calls"), parsed once here
// so that Set-SvcSetting refuses a bad entry by name; src/client/outbound-policy.ts matches them against each
// connection. Pure TypeScript: the settings schema that reads it is shared by every stage.

/** What an entry names: any host, an address or CIDR range, or a host name (`*.` for its subdomains). */
export type OutboundTarget =
  | { kind: 'any' }
  | { kind: 'address'; family: 4 | 6; address: string; prefix: number }
  | { kind: 'name'; name: string; subdomains: boolean };

export interface OutboundRule {
  /** The entry as written (what a refusal quotes). */
  text: string;
  target: OutboundTarget;
  /** Inclusive port range; null: every port. */
  ports: readonly [number, number] | null;
}

/** The syntax, for help and errors. */
export const OUTBOUND_RULE_FORMS = "an address (10.1.2.3, ::1), a CIDR range (10.0.0.0/8, fe80::/10), a host name (api.example.com, *.example.com) or *, each optionally with :PORT or :LOW-HIGH ([::1]:80 for IPv6), or a port alone (:6379)";

/** Parses one entry; a string is the reason it is not one. */
export function parseOutboundRule(entry: string): OutboundRule | string {
  const text = entry.trim();
  if (text === '') return 'an entry is empty';
  const split = splitPorts(text);
  if (typeof split === 'string') return split;
  const ports = split.ports === null ? null : parsePorts(split.ports);
  if (typeof ports === 'string') return ports;
  const target = parseTarget(split.target);
  if (typeof target === 'string') return target;
  return { text, target, ports };
}

/** `[v6]/n:ports`, `v6/n` (no port: the colons are the address's), `target:ports`, `:ports`, `target`. */
function splitPorts(text: string): { target: string; ports: string | null } | string {
  if (text.startsWith('[')) {
    const m = /^\[([^\]]+)\](\/\d+)?(?::(.*))?$/.exec(text);
    if (!m) return `'${text}' is not an address in brackets ([::1] or [::1]:80)`;
    return { target: m[1] + (m[2] ?? ''), ports: m[3] ?? null };
  }
  const colons = text.split(':').length - 1;
  if (colons >= 2) return { target: text, ports: null };
  if (colons === 1) {
    const at = text.indexOf(':');
    return { target: text.slice(0, at), ports: text.slice(at + 1) };
  }
  return { target: text, ports: null };
}

function parsePorts(text: string): readonly [number, number] | string {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  const low = m ? Number(m[1]) : NaN;
  const high = m ? Number(m[2] ?? m[1]) : NaN;
  if (!m || low < 1 || high > 65535 || low > high) return `'${text}' is not a port (1-65535) or a range of ports (8000-8099)`;
  return [low, high];
}

function parseTarget(text: string): OutboundTarget | string {
  if (text === '' || text === '*') return { kind: 'any' };
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const family = isIPv4(address) ? 4 : isIPv6(address) ? 6 : null;
  if (family !== null) {
    const max = family === 4 ? 32 : 128;
    const bits = slash < 0 ? String(max) : text.slice(slash + 1);
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > max) return `'${text}' has a prefix length that is not 0-${max}`;
    return { kind: 'address', family, address: address.toLowerCase(), prefix };
  }
  if (slash >= 0) return `'${text}' is not a CIDR range (10.0.0.0/8, fe80::/10)`;
  const name = /^(\*\.)?((?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)\.?$/i.exec(text);
  if (!name) return `'${text}' is not ${OUTBOUND_RULE_FORMS}`;
  return { kind: 'name', name: name[2]!.toLowerCase(), subdomains: name[1] !== undefined };
}

export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/** RFC 4291 text forms: eight groups, or fewer around one `::`; the last two may be a dotted IPv4 address. */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string): string[] | null => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (head === null || tail === null) return false;
  const all = [...head, ...tail];
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!isIPv4(last)) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}
