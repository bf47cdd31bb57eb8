// svc's listener is an Express 5 app (docs/architecture.md, "src/http"): the app that createApp() builds without
// listening, with svc's one routing middleware and one error handler. Speed comes from keeping the work inside that
// middleware small, not from serving around Express.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp, type AppService } from '../../src/http/app.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

describe('the listener', () => {
  it('is an Express 5 app, and Express is a run-time dependency', () => {
    expect(pkg.dependencies.express).toMatch(/^\^?5\./);
    // createApp reads nothing of the service until a request comes.
    const app = createApp({} as AppService);
    expect(typeof app.use).toBe('function');
    expect(app.settings).toBeTypeOf('object');
    expect(app.get('x-powered-by')).toBe(false);
  });
});
