// The console page says what it shows (docs/console.md): while it loads, it says so and never "No endpoint is defined
// yet"; once loaded from a service with nothing defined, it says that; when svc goes away, it says it is disconnected
// and keeps what it showed. A real svc process (its prompt reading stdin) and Debian's chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSvc } from './console-svc.js';

const svc = consoleSvc();

/** The page's own words: the header's connection line, each list's notice, and whether the "none" lines show. */
async function shown(page: Page) {
  return {
    connection: await page.getByTestId('connection').textContent(),
    endpoints: await page.getByTestId('endpoints-notice').isVisible() ? await page.getByTestId('endpoints-notice').textContent() : null,
    requests: await page.getByTestId('requests-notice').isVisible() ? await page.getByTestId('requests-notice').textContent() : null,
    noEndpoints: await page.locator('#no-endpoints').isVisible(),
    noRequests: await page.locator('#no-requests').isVisible(),
  };
}

describe('the console page', () => {
  it('while it loads, says so, and never that the service is empty', async () => {
    const page = await svc.browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The lists' answers are held back, as on a slow link.
    await page.route(/\/api\/(endpoints|requests)$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${svc.base}/_svc/`);
    await page.getByTestId('endpoints-notice').filter({ hasText: 'Loading the endpoints…' }).waitFor();
    expect(await shown(page)).toEqual({
      connection: 'connecting…', endpoints: 'Loading the endpoints…', requests: 'Loading the requests…', noEndpoints: false, noRequests: false,
    });
    release();
    await page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
    // Loaded from a service with nothing defined and nothing called: now, and only now, it says so.
    expect(await shown(page)).toEqual({ connection: 'live', endpoints: null, requests: null, noEndpoints: true, noRequests: true });
    await page.close();
  }, 30000);

  it('when svc goes away, says it is disconnected and keeps what it showed', async () => {
    svc.prompt("New-SvcEndpoint -Url /hello -Endpoint { 'hi' }");
    const page = await svc.browser.newPage();
    await page.goto(`${svc.base}/_svc/`);
    await page.getByTestId('endpoint').filter({ hasText: '/hello' }).waitFor();
    await page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
    svc.child.kill('SIGTERM');
    await page.getByTestId('connection').filter({ hasText: 'disconnected' }).waitFor();
    expect(await shown(page)).toEqual({
      connection: 'disconnected: reconnecting…',
      endpoints: 'Disconnected from svc: the endpoints shown are as of the last contact; reconnecting…',
      requests: 'Disconnected from svc: the requests shown are as of the last contact; reconnecting…',
      noEndpoints: false, noRequests: false,
    });
    expect(await page.getByTestId('endpoint').count()).toBe(1);
    await page.close();
  }, 30000);
});
