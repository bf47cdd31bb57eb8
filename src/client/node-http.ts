// node:http and node:https, loaded as CommonJS rather than through an ES import: the ES facade of a built-in module
// reads every one of its exports, and node:http's include the lazy fetch classes, whose first read loads undici
// (~25-100 ms of start-up) for nothing (docs/shell.md, "Start-up").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const nodeHttp = require('node:http') as typeof import('node:http');
let https: typeof import('node:https') | null = null;
/** node:https, loaded with the first https: URL: it brings TLS and node:crypto (~30 ms), which http: never needs. */
export const nodeHttps = (): typeof import('node:https') => (https ??= require('node:https') as typeof import('node:https'));
