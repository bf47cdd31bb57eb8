// The programs the tests drive besides node (docs/development.md): tmux and util-linux's `script` for the prompt's
// real terminal, Debian's chromium for the console page, redis-server for state shared between processes. Each harness
// asks for its tool when it loads, so a test whose tool is missing fails at once, naming the tool and the command that
// installs it, instead of timing out with no reason given.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Each tool and the Debian package scripts/install-tools.sh installs it from. */
export const TOOLS = { tmux: 'tmux', script: 'util-linux', chromium: 'chromium', 'redis-server': 'redis-server' } as const;
export type Tool = keyof typeof TOOLS;

export const INSTALL_COMMAND = 'bash scripts/install-tools.sh';

/** The variables that name another binary for a tool. */
const OVERRIDES: Partial<Record<Tool, string>> = { chromium: 'SVC_CHROMIUM', 'redis-server': 'SVC_REDIS_SERVER' };

function executable(path: string): boolean {
  try { accessSync(path, constants.X_OK); return true; } catch { return false; }
}

/** Where the tool is: the binary its variable names (SVC_CHROMIUM, SVC_REDIS_SERVER) when set, else the PATH, then /usr/bin. */
export function findTool(tool: Tool, env: NodeJS.ProcessEnv = process.env, fallback: readonly string[] = ['/usr/bin']): string | null {
  const named = OVERRIDES[tool] === undefined ? undefined : env[OVERRIDES[tool]!];
  if (named) return executable(named) ? named : null;
  const dirs = [...(env.PATH ?? '').split(delimiter).filter((d) => d !== ''), ...fallback];
  return dirs.map((d) => join(d, tool)).find(executable) ?? null;
}

/** The tool's path; throws, naming the tool, its package and the install command, when it is not installed. */
export function requireTool(tool: Tool, env: NodeJS.ProcessEnv = process.env, fallback: readonly string[] = ['/usr/bin']): string {
  const found = findTool(tool, env, fallback);
  if (found !== null) return found;
  const variable = OVERRIDES[tool];
  const where = variable !== undefined && env[variable] ? ` (${variable} names ${env[variable]}, which is not an executable)` : '';
  throw new Error(`This test needs ${tool} (Debian package ${TOOLS[tool]}), which is not installed${where}. Install the test tools with: ${INSTALL_COMMAND}`);
}
