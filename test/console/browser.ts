// The browser the page tests drive: Debian's chromium (scripts/install-tools.sh), through playwright-core; never a
// browser download. SVC_CHROMIUM names another Chromium binary.
import { chromium, type Browser } from 'playwright-core';
import { requireTool } from '../tools/required-tools.js';

/** Without chromium, every page test fails here, at once, saying how to install it. */
export const CHROMIUM = requireTool('chromium');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}
