// node's flags for the svc process (docs/shell.md, "The launcher"). node reads them when the process starts, so
// bin/svc.js gives them on its first line, and re-launches node with them when it was started without them.

/**
 * - `--no-node-snapshot`: isolated-vm needs it on Node 20 and later.
 * - `--max-semi-space-size=16`: the server's young generation stays at most 16 MB a semi-space. V8 otherwise grows it
 *   to 64 MB a semi-space under load and never gives it back, which held up to 104 MB after an attack had ended; the
 *   HTTP bench measured no throughput cost (docs/sandbox.md, "Memory after an attack").
 */
export const NODE_FLAGS: readonly string[] = ['--no-node-snapshot', '--max-semi-space-size=16'];

const flagName = (flag: string): string => flag.split('=')[0].replace(/_/g, '-');

/** `execArgv` with each of NODE_FLAGS it lacks put first (a flag given with another value is kept), or null when it has them all. */
export function withNodeFlags(execArgv: readonly string[]): string[] | null {
  const given = new Set(execArgv.map(flagName));
  const missing = NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
  return missing.length === 0 ? null : [...missing, ...execArgv];
}
