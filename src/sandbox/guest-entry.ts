// The engine bundle's entry (scripts/bundle-engine.mjs -> dist/engine.bundle.js): the whole endpoint engine plus the
// guest side of the isolate edge, as one self-contained script loaded once into each pooled isolate.
import { runEndpoint } from '../engine/endpoint/run-endpoint.js';
import { ScriptCache } from '../engine/service/endpoint-script.js';
import { installGuest } from './guest/index.js';

// Parsed scripts live as long as the isolate (immutable ASTs keyed by their text: no state leaks between requests).
// Same capacity as the guest's own text cache, so a script the guest holds is also held parsed.
const parsed = new ScriptCache(256);

installGuest((request, options, host) => runEndpoint(request, options, host, parsed));
