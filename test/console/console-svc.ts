// The setup the console page tests share (docs/console.md): a real svc process whose prompt reads stdin, listening on
// an ephemeral port, and Debian's chromium with one page open; both end with the test file.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSvc, waitFor } from '../shell/helpers.js';
import { launchBrowser } from './browser.js';

export interface ConsoleSvc {
  child: ChildProcessWithoutNullStreams;
  /** http://127.0.0.1:PORT, the listener svc started with. */
  base: string;
  browser: Browser;
  /** A page the file's tests share, in order. */
  page: Page;
  /** What svc has written to stderr so far (its request log, its errors). */
  stderr(): string;
  /** Types one line at the svc prompt. */
  prompt(line: string): void;
}

const LISTENING = /Listening on (http:\/\/\S+)/;

/** Call at the top of a test file: svc and the browser start before its tests and stop after them. */
export function consoleSvc(): ConsoleSvc {
  let stderr = '';
  const svc = {
    stderr: () => stderr,
    prompt: (line: string) => { svc.child.stdin.write(line + '\n'); },
  } as ConsoleSvc;
  beforeAll(async () => {
    svc.child = startSvc([]);
    svc.child.stderr.on('data', (d) => { stderr += d; });
    svc.base = LISTENING.exec(await waitFor(svc.child.stderr, LISTENING))![1]!;
    svc.browser = await launchBrowser();
    svc.page = await svc.browser.newPage();
  }, 60000);
  afterAll(async () => {
    await svc.browser?.close();
    svc.child?.stdin.end();
    svc.child?.kill('SIGTERM');
  });
  return svc;
}
