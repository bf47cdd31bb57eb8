// The worker's side of a reload (docs/files.md): the roots (the file svc runs, or the files run at the prompt) run
// again, in order, in a fresh session whose service calls go to the service's staging area. The main thread applies
// the staged set only when this run succeeded: it completed, and wrote no error (a syntax error in a dot-sourced or
// -Path file, a failed New-SvcEndpoint) that would leave the new set short of what the files mean.
import type { Host, ServiceHost } from '../engine/host.js';
import type { EngineModules } from './engine-api.js';
import type { StreamRenderer } from './format/stream-renderer.js';
import type { ShellFileHost } from './file-host.js';
import type { ReloadRoot, RunSummary } from './protocol.js';
import { fileArguments } from './file-arguments.js';

type FailedAt = NonNullable<RunSummary['failedAt']>;

export function runReload(roots: readonly ReloadRoot[], engine: EngineModules, host: Host & { stagedService: ServiceHost },
  files: ShellFileHost, renderer: StreamRenderer): RunSummary {
  let failedAt: FailedAt | null = null;
  const session = engine.createSession({
    host: { ...host, service: host.stagedService },
    sink: (e) => {
      if (e.stream === 'error' && failedAt === null) {
        const inv = e.record.invocationInfo;
        failedAt = { file: inv?.scriptName ?? null, line: inv?.scriptLineNumber ?? 0, column: inv?.offsetInLine ?? 0 };
      }
      renderer.event(e);
    },
    scriptFile: null,
  });
  const failed = (at: FailedAt): RunSummary => ({ outcome: 'failed', exitCode: 1, failedAt: at, loaded: files.takeLoaded() });
  for (const root of roots) {
    const text = readRoot(files, root.file);
    if (text === null) {
      renderer.event({ stream: 'warning', message: `Cannot find the script file '${root.file}'.` });
      return failed({ file: root.file, line: 0, column: 0 });
    }
    const callArguments = root.args !== null ? fileArguments(root.args) : files.promptArguments(root.file) ?? [];
    const result = session.run(text, { file: root.file, callArguments });
    renderer.end();
    if (result.outcome === 'parseError') {
      renderer.parseErrors(result.parseErrors, text, root.file);
      const e = result.parseErrors[0];
      return failed({ file: root.file, line: e.line, column: e.column });
    }
    if (result.outcome !== 'completed' && !(result.outcome === 'exit' && result.exitCode === 0)) return failed(failedAt ?? { file: root.file, line: 0, column: 0 });
    if (failedAt !== null) return failed(failedAt);
  }
  return { outcome: 'completed', exitCode: 0, loaded: files.takeLoaded() };
}

function readRoot(files: ShellFileHost, file: string): string | null {
  const read = files.readScript(file, 'script', null);
  return read.ok ? read.value : null;
}
