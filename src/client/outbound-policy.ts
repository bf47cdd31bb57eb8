// The outbound policy of endpoint scripts (docs/sandbox.md, "Outbound calls"): the OutboundAllow and OutboundDeny
// settings matched against each connection Invoke-RestMethod / Invoke-WebRequest is about to open, on the address
// it will connect to (http-exchange.ts resolves the name, asks here, then connects to that very address, so DNS
// cannot answer differently between the check and the connection) and again at each redirect.
import { BlockList } from 'node:net';
import { parseOutboundRule, type OutboundRule } from '../engine/protocol/outbound-rules.js';

/** One connection about to be opened: the URL's host name, the address it resolved to, the port. */
export interface OutboundTarget {
  name: string;
  address: string;
  family: 4 | 6;
  port: number;
}

export interface OutboundPolicy {
  /** Null when the connection may be opened, else the one-line refusal naming the setting. */
  refusal(target: OutboundTarget): string | null;
}

interface Matcher { rule: OutboundRule; matches(target: OutboundTarget): boolean }

/** The policy of the settings' entries (already checked by the settings schema; an entry that is not one is skipped). */
export function outboundPolicy(allow: readonly string[], deny: readonly string[]): OutboundPolicy {
  const allowed = matchers(allow);
  const denied = matchers(deny);
  return {
    refusal(target) {
      const where = describe(target);
      const hit = denied.find((m) => m.matches(target));
      if (hit) return `The call to ${where} was refused: it matches '${hit.rule.text}' of the OutboundDeny setting (Set-SvcSetting -OutboundDeny).`;
      if (allowed.length > 0 && !allowed.some((m) => m.matches(target))) {
        return `The call to ${where} was refused: it matches no entry of the OutboundAllow setting (Set-SvcSetting -OutboundAllow).`;
      }
      return null;
    },
  };
}

function describe(t: OutboundTarget): string {
  const address = t.family === 6 ? `[${t.address}]` : t.address;
  return t.name.toLowerCase() === t.address.toLowerCase() ? `${address}:${t.port}` : `${t.name}:${t.port} (${address})`;
}

function matchers(entries: readonly string[]): Matcher[] {
  const out: Matcher[] = [];
  for (const entry of entries) {
    const rule = parseOutboundRule(entry);
    if (typeof rule !== 'string') out.push({ rule, matches: matcher(rule) });
  }
  return out;
}

function matcher(rule: OutboundRule): (t: OutboundTarget) => boolean {
  const ports = rule.ports;
  const portOk = (port: number) => ports === null || (port >= ports[0] && port <= ports[1]);
  const target = rule.target;
  if (target.kind === 'any') return (t) => portOk(t.port);
  if (target.kind === 'name') {
    const name = target.name;
    return (t) => {
      const host = t.name.toLowerCase().replace(/\.$/, '');
      return portOk(t.port) && (target.subdomains ? host.endsWith('.' + name) : host === name);
    };
  }
  // node:net's BlockList matches IPv4-mapped IPv6 addresses (::ffff:169.254.169.254) against IPv4 ranges too.
  const list = new BlockList();
  const type = target.family === 4 ? 'ipv4' : 'ipv6';
  list.addSubnet(target.address, target.prefix, type);
  return (t) => portOk(t.port) && list.check(t.address, t.family === 4 ? 'ipv4' : 'ipv6');
}
