// The console page's cache panel in a real browser (docs/console.md, docs/state.md) against a real svc process whose
// prompt reads stdin: keys stored at the prompt and by an endpoint appear live with their sizes and expirations, and
// a removed key leaves the panel.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSvc, waitFor } from '../shell/helpers.js';
import { launchBrowser } from './browser.js';

let child: ChildProcessWithoutNullStreams;
let base: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  child = startSvc([]);
  base = /Listening on (http:\/\/\S+)/.exec(await waitFor(child.stderr, /Listening on (http:\/\/\S+)/))![1]!;
  browser = await launchBrowser();
  page = await browser.newPage();
}, 60000);

afterAll(async () => {
  await browser?.close();
  child?.stdin.end();
  child?.kill('SIGTERM');
});

/** Types one line at the svc prompt. */
const prompt = (line: string) => child.stdin.write(line + '\n');
const row = (key: string) => page.getByTestId('cache-entry').and(page.locator(`[data-key="${key}"]`));

describe('the cache panel', () => {
  it('starts empty, then shows a key stored at the prompt at once, with its size', async () => {
    await page.goto(`${base}/_svc/`);
    await page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
    await expect(page.getByTestId('cache-entry').count()).resolves.toBe(0);
    expect(await page.locator('#no-cache').isVisible()).toBe(true);
    expect(await page.locator('#cache-store').textContent()).toContain('the embedded store');
    prompt("$Cache:greeting = 'hello'");
    await row('greeting').waitFor();
    // The stored form of 'hello' is the JSON string "hello": 7 bytes.
    expect(await row('greeting').locator('td').allTextContents()).toEqual(['greeting', '7 B', 'never', '', '']);
  });

  it('shows an expiration, a sliding window and -Persist', async () => {
    prompt('Set-SvcCache -Key token -Value abc -AbsoluteExpirationFromNow (New-TimeSpan -Minutes 5)');
    prompt('Set-SvcCache -Key session -Value @{ user = 1 } -SlidingExpiration (New-TimeSpan -Seconds 90) -Persist');
    await row('token').waitFor();
    await row('session').waitFor();
    const [, , expires] = await row('token').locator('td').allTextContents();
    expect(expires).toMatch(/^in [45] min \(/);
    const session = await row('session').locator('td').allTextContents();
    expect(session[3]).toBe('90 s');
    expect(session[4]).toBe('yes');
  });

  it('shows what an endpoint stored, and drops a removed key', async () => {
    prompt("New-SvcEndpoint -Url /visit -Endpoint { $Cache:visits = [int]$Cache:visits + 1; 'ok' }");
    // The prompt defines it in its own time: call until it answers.
    let answer = await fetch(`${base}/visit`);
    while (answer.status === 404) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await fetch(`${base}/visit`);
    }
    expect(await answer.text()).toBe('ok');
    await row('visits').waitFor();
    prompt('Remove-SvcCache greeting');
    await row('greeting').waitFor({ state: 'detached' });
    expect(await page.locator('#cache-count').textContent()).toBe('(3)');
  });
});
