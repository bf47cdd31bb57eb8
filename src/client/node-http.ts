// node:http and node:https, loaded as CommonJS rather than through an ES import: the ES facade of a built-in module
// reads every one of its exports, and node:http's include the lazy fetch classes, whose first read loads undici
// (~25-100 ms of start-up) for nothing (docs/shell.md, "Start-up").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const nodeHttp = require('node:http') as typeof import('node:http');
export const nodeHttps = require('node:https') as typeof import('node:https');
