// The command line of docs/contract.md 2, parsed into plain data (no side effects, so it is tested by table).
import type { OutputMode } from './protocol.js';
import { storeUrlProblem } from '../engine/protocol/settings-schema.js';

export interface RunOptions {
  kind: 'run';
  file: string | null;
  /** $args of the file. */
  fileArgs: string[];
  command: string | null;
  interactive: boolean;
  exit: boolean;
  port: number;
  host: string;
  outputMode: OutputMode;
  /** -NoProfile: the interactive shell does not run the profile (docs/files.md). */
  noProfile: boolean;
  /** --watch: reload the file and the files it loads when they change (docs/files.md). */
  watch: boolean;
  /** --data DIR: the data folder (docs/state.md); null: the DataPath default. */
  dataPath: string | null;
  /** --store URL: the shared store (docs/state.md); null: the embedded one. */
  store: string | null;
  /** --workers N: N processes serve the endpoints on one port (docs/scale.md); null: this process alone. */
  workers: number | null;
}

export type ParsedArgs = RunOptions | { kind: 'help' } | { kind: 'version' } | { kind: 'usageError'; message: string };

export const USAGE = `Usage: svc [OPTIONS] [FILE.svc [ARGS...]]
       svc [OPTIONS] -c COMMANDS

A PowerShell-style shell that serves scripted REST endpoints.

  (no FILE, no -c)           start the interactive shell; the listener starts with it
  FILE.svc [ARGS...]         run the file with ARGS, as pwsh -File; keep serving if it defined endpoints
  -c, --command COMMANDS     run COMMANDS; same serving rule
  -i, --interactive          after the file or commands, stay in the interactive shell
      --exit                 exit when the file or commands end, even if endpoints are defined
      --watch                reload FILE (and the files it loads) when they change; keep serving
      --data DIR             svc's data folder, for Set-SvcCache -Persist (default $XDG_DATA_HOME/svc)
      --store URL            keep the cache in a shared store: redis://HOST:PORT (default: in this process)
      --workers N            serve from N worker processes on one port, sharing one store (docs/scale.md)
      --port N               listener port (env SVC_PORT; default 5000; 0 picks a free port)
      --host ADDR            listen address (env SVC_HOST; default 127.0.0.1)
  -o, --output-format FMT    text (default) or json: one JSON line per stream record on stdout
      -NoProfile, --no-profile  do not run the profile ($XDG_CONFIG_HOME/svc/profile.svc) at the prompt
  -h, --help                 show this help
  -v, --version              show the version

Exit codes: 0 success, 1 uncaught terminating error or parse error, 2 usage error, N from \`exit N\`.
`;

/** More worker processes than this only add memory: each holds its own isolates (docs/scale.md). */
const MAX_WORKERS = 64;

function parsePort(text: string, where: string): number | string {
  if (!/^\d+$/.test(text.trim()) || Number(text) > 65535) return `${where} must be a port number from 0 to 65535, got '${text}'`;
  return Number(text);
}

export function parseArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ParsedArgs {
  const o: RunOptions = { kind: 'run', file: null, fileArgs: [], command: null, interactive: false, exit: false, port: 5000, host: '127.0.0.1', outputMode: 'text', noProfile: false, watch: false, dataPath: null, store: null, workers: null };
  if (env.SVC_PORT !== undefined && env.SVC_PORT !== '') {
    const p = parsePort(env.SVC_PORT, 'SVC_PORT');
    if (typeof p === 'string') return { kind: 'usageError', message: p };
    o.port = p;
  }
  if (env.SVC_HOST) o.host = env.SVC_HOST;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string | null => (eq > 0 ? arg.slice(eq + 1) : i + 1 < argv.length ? argv[++i] : null);
    const missing = (): ParsedArgs => ({ kind: 'usageError', message: `option ${name} needs a value` });
    switch (name) {
      case '-h': case '--help': return { kind: 'help' };
      case '-v': case '--version': return { kind: 'version' };
      case '-i': case '--interactive': o.interactive = true; break;
      case '--exit': o.exit = true; break;
      case '--watch': o.watch = true; break;
      // pwsh spells it -NoProfile (any case); the GNU spelling is accepted too.
      case '-NoProfile': case '-noprofile': case '-NOPROFILE': case '--no-profile': o.noProfile = true; break;
      case '-c': case '--command': {
        const v = value();
        if (v === null) return missing();
        if (o.command !== null) return { kind: 'usageError', message: 'option -c was given twice' };
        o.command = v;
        break;
      }
      case '--port': {
        const v = value();
        if (v === null) return missing();
        const p = parsePort(v, '--port');
        if (typeof p === 'string') return { kind: 'usageError', message: p };
        o.port = p;
        break;
      }
      case '--host': {
        const v = value();
        if (v === null || v === '') return missing();
        o.host = v;
        break;
      }
      case '--data': {
        const v = value();
        if (v === null || v === '') return missing();
        o.dataPath = v;
        break;
      }
      case '--store': {
        const v = value();
        if (v === null || v === '') return missing();
        const problem = storeUrlProblem(v, '--store');
        if (problem !== null) return { kind: 'usageError', message: problem };
        o.store = v;
        break;
      }
      case '--workers': {
        const v = value();
        if (v === null) return missing();
        if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_WORKERS) return { kind: 'usageError', message: `--workers must be a number from 1 to ${MAX_WORKERS}, got '${v}'` };
        o.workers = Number(v);
        break;
      }
      case '-o': case '--output-format': {
        const v = value();
        if (v === null) return missing();
        if (v !== 'json' && v !== 'text') return { kind: 'usageError', message: `unknown output format '${v}' (use json or text)` };
        o.outputMode = v;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return { kind: 'usageError', message: `unknown option '${arg}'` };
        if (o.command !== null) return { kind: 'usageError', message: `unexpected argument '${arg}' after -c (quote the commands as one argument)` };
        o.file = arg;
        o.fileArgs = argv.slice(i + 1);
        return o;
    }
  }
  return o;
}
