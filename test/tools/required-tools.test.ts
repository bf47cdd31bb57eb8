// The check every harness makes for its tool (required-tools.ts): present, it is found; missing, the error names the
// tool, its package and the install command at once.
import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALL_COMMAND, TOOLS, findTool, requireTool, type Tool } from './required-tools.js';

/** A PATH with only the named tools, as executable stubs (the tests search no other folder). */
function pathWith(...tools: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-tools-'));
  for (const t of tools) {
    writeFileSync(join(dir, t), '#!/bin/sh\n');
    chmodSync(join(dir, t), 0o755);
  }
  return dir;
}

describe('requireTool', () => {
  it.each(Object.keys(TOOLS) as Tool[])('finds %s on the PATH', (tool) => {
    const dir = pathWith(tool);
    expect(requireTool(tool, { PATH: dir }, [])).toBe(join(dir, tool));
  });

  it.each(Object.keys(TOOLS) as Tool[])('names %s, its package and the install command when it is missing', (tool) => {
    const env = { PATH: pathWith('other-tool') };
    expect(findTool(tool, env, [])).toBeNull();
    expect(() => requireTool(tool, env, [])).toThrow(`This test needs ${tool} (Debian package ${TOOLS[tool]}), which is not installed. Install the test tools with: ${INSTALL_COMMAND}`);
  });

  it('takes SVC_CHROMIUM for chromium, and says when it names nothing runnable', () => {
    const dir = pathWith('my-chromium');
    expect(requireTool('chromium', { PATH: '', SVC_CHROMIUM: join(dir, 'my-chromium') }, [])).toBe(join(dir, 'my-chromium'));
    expect(() => requireTool('chromium', { PATH: '', SVC_CHROMIUM: join(dir, 'none') }, []))
      .toThrow(`This test needs chromium (Debian package chromium), which is not installed (SVC_CHROMIUM names ${join(dir, 'none')}, which is not an executable). Install the test tools with: ${INSTALL_COMMAND}`);
  });
});
