// The engine bundle's entry (scripts/bundle-engine.mjs -> dist/engine.bundle.js): the whole endpoint engine plus the
// guest side of the isolate edge, as one self-contained script loaded once into each pooled isolate. runEndpoint
// parses each script once per isolate (endpointScripts in src/engine/values/parse-script.ts, the one script cache).
import { runEndpoint } from '../engine/endpoint/run-endpoint.js';
import { installGuest } from './guest/index.js';

installGuest(runEndpoint);
