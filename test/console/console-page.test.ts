// The console page in a real browser (docs/console.md) against a real svc process whose prompt reads stdin: an
// endpoint defined at the prompt appears at once, the try-it form sends a request, the live log shows it with its
// error record and stack trace, and an endpoint removed at the prompt leaves the page. Write-Error under the default
// ErrorAction answers 200, and its error shows both in the terminal's request log and on the page.
import { describe, expect, it } from 'vitest';
import { consoleSvc } from './console-svc.js';

const svc = consoleSvc();

/** Polls until `done()` holds (the terminal's stderr arrives in its own time). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 50));
}

describe('the console page', () => {
  it('shows an endpoint defined at the prompt at once', async () => {
    await svc.page.goto(`${svc.base}/_svc/`);
    await svc.page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
    await expect(svc.page.getByTestId('endpoint').count()).resolves.toBe(0);
    svc.prompt("New-SvcEndpoint -Url /orders/:id -Description 'One order' -Endpoint { Write-Host \"looking up $Id\"; Write-Error 'Whoa!'; \"order $Id\" }");
    const card = svc.page.getByTestId('endpoint').filter({ hasText: '/orders/:id' });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('ErrorAction Continue');
    expect(text).toContain('One order');
    // The script is highlighted: the string and the command are marked up by highlight.js.
    expect(await card.locator('pre.script .hljs-string').count()).toBeGreaterThan(0);
  });

  it('sends a request from the try-it form and shows it in the live log with its error and stack trace', async () => {
    const card = svc.page.getByTestId('endpoint').filter({ hasText: '/orders/:id' });
    await card.getByText('Try it').click();
    await card.locator('input[name="route-id"]').fill('7');
    await card.locator('input[name="query"]').fill('verbose=1');
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByTestId('try-status').textContent()).resolves.toBe('200 OK');
    expect(await card.getByTestId('try-body').textContent()).toBe('order 7');

    const entry = svc.page.getByTestId('request').filter({ hasText: '/orders/7?verbose=1' });
    await entry.waitFor();
    expect(await entry.getByTestId('request-status').textContent()).toBe('200');
    await entry.locator('summary').click();
    const record = entry.getByTestId('error-record');
    expect(await record.locator('.message').textContent()).toBe('Whoa! (At line:1 char:32)');
    expect(await record.getByTestId('stack-trace').textContent())
      .toBe('at <ScriptBlock>, <No file>: line 1\nat <ScriptBlock>, <No file>: line 1');
    expect(await entry.getByTestId('host-output').textContent()).toBe('looking up 7');
    // The terminal's request log says the same: 200, and the error under it.
    await until(() => /host: looking up 7/.test(svc.stderr()));
    expect(svc.stderr()).toMatch(/GET \/orders\/7\?verbose=1 -> 200 \(\d+ ms\)\n {4}error: Whoa! \(At line:1 char:32\)\n {4}host: looking up 7/);
  });

  it('filters the live log by status', async () => {
    await fetch(`${svc.base}/nowhere`);
    await svc.page.getByTestId('request').filter({ hasText: '/nowhere' }).waitFor();
    await svc.page.getByTestId('filter-status').selectOption('4');
    await expect(svc.page.getByTestId('request').count()).resolves.toBe(1);
    await svc.page.getByTestId('filter-status').selectOption('errors');
    expect(await svc.page.getByTestId('request').allTextContents()).toEqual([expect.stringContaining('/orders/7')]);
    await svc.page.getByTestId('filter-status').selectOption('');
  });

  it('drops an endpoint removed at the prompt at once', async () => {
    svc.prompt('Remove-SvcEndpoint -Url /orders/:id');
    await svc.page.getByTestId('endpoint').filter({ hasText: '/orders/:id' }).waitFor({ state: 'detached' });
    expect(await svc.page.locator('#no-endpoints').isVisible()).toBe(true);
  });

  it('serves Swagger UI from the OpenAPI document', async () => {
    svc.prompt("New-SvcEndpoint -Url /items/:sku -Method Get, Delete -Endpoint { param([int]$Sku) $Sku }");
    await svc.page.getByTestId('endpoint').filter({ hasText: '/items/:sku' }).waitFor();
    await svc.page.goto(`${svc.base}/_svc/docs/`);
    await svc.page.locator('.opblock-summary-path').first().waitFor();
    const paths = await svc.page.locator('.opblock-summary-path').allTextContents();
    expect(paths.map((p) => p.replace(/\u200b/g, ''))).toEqual(['/items/{sku}', '/items/{sku}']);
  });
});
