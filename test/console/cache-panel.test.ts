// The console page's cache panel in a real browser (docs/console.md, docs/state.md) against a real svc process whose
// prompt reads stdin: keys stored at the prompt and by an endpoint appear live with their sizes and expirations, and
// a removed key leaves the panel.
import { describe, expect, it } from 'vitest';
import { consoleSvc } from './console-svc.js';

const svc = consoleSvc();

const row = (key: string) => svc.page.getByTestId('cache-entry').and(svc.page.locator(`[data-key="${key}"]`));

describe('the cache panel', () => {
  it('starts empty, then shows a key stored at the prompt at once, with its size', async () => {
    await svc.page.goto(`${svc.base}/_svc/`);
    await svc.page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
    await expect(svc.page.getByTestId('cache-entry').count()).resolves.toBe(0);
    expect(await svc.page.locator('#no-cache').isVisible()).toBe(true);
    expect(await svc.page.locator('#cache-store').textContent()).toContain('the embedded store');
    svc.prompt("$Cache:greeting = 'hello'");
    await row('greeting').waitFor();
    // The stored form of 'hello' is the JSON string "hello": 7 bytes.
    expect(await row('greeting').locator('td').allTextContents()).toEqual(['greeting', '7 B', 'never', '', '']);
  });

  it('shows an expiration, a sliding window and -Persist', async () => {
    svc.prompt('Set-SvcCache -Key token -Value abc -AbsoluteExpirationFromNow (New-TimeSpan -Minutes 5)');
    svc.prompt('Set-SvcCache -Key session -Value @{ user = 1 } -SlidingExpiration (New-TimeSpan -Seconds 90) -Persist');
    await row('token').waitFor();
    await row('session').waitFor();
    const [, , expires] = await row('token').locator('td').allTextContents();
    expect(expires).toMatch(/^in [45] min \(/);
    const session = await row('session').locator('td').allTextContents();
    expect(session[3]).toBe('90 s');
    expect(session[4]).toBe('yes');
  });

  it('shows what an endpoint stored, and drops a removed key', async () => {
    svc.prompt("New-SvcEndpoint -Url /visit -Endpoint { $Cache:visits = [int]$Cache:visits + 1; 'ok' }");
    // The prompt defines it in its own time: call until it answers.
    let answer = await fetch(`${svc.base}/visit`);
    while (answer.status === 404) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await fetch(`${svc.base}/visit`);
    }
    expect(await answer.text()).toBe('ok');
    await row('visits').waitFor();
    svc.prompt('Remove-SvcCache greeting');
    await row('greeting').waitFor({ state: 'detached' });
    expect(await svc.page.locator('#cache-count').textContent()).toBe('(3)');
  });
});
