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

function executable(path: string): boolean {
  try { accessSync(path, constants.X_OK); return true; } catch { return false; }
}

/** Where the tool is: SVC_CHROMIUM for chromium when set, else the PATH, then /usr/bin (Debian's place for all four). */
export function findTool(tool: Tool, env: NodeJS.ProcessEnv = process.env, fallback: readonly string[] = ['/usr/bin']): string | null {
  if (tool === 'chromium' && env.SVC_CHROMIUM) return executable(env.SVC_CHROMIUM) ? env.SVC_CHROMIUM : null;
  const dirs = [...(env.PATH ?? '').split(delimiter).filter((d) => d !== ''), ...fallback];
  return dirs.map((d) => join(d, tool)).find(executable) ?? null;
}

/** The tool's path; throws, naming the tool, its package and the install command, when it is not installed. */
export function requireTool(tool: Tool, env: NodeJS.ProcessEnv = process.env, fallback: readonly string[] = ['/usr/bin']): string {
  const found = findTool(tool, env, fallback);
  if (found !== null) return found;
  const where = tool === 'chromium' && env.SVC_CHROMIUM ? ` (SVC_CHROMIUM names ${env.SVC_CHROMIUM}, which is not an executable)` : '';
  throw new Error(`This test needs ${tool} (Debian package ${TOOLS[tool]}), which is not installed${where}. Install the test tools with: ${INSTALL_COMMAND}`);
}
