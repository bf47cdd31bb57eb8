// The browser the page tests drive: Debian's chromium (scripts/install-tools.sh), through playwright-core; never a
// browser download. SVC_CHROMIUM names another Chromium binary.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}
