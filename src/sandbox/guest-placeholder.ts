// PLACEHOLDER guest entry, bundled by scripts/bundle-engine.mjs only while src/engine/endpoint/run-endpoint.ts does
// not exist yet, so that the build and the pool keep working. Every call answers a terminated result saying so.
// Once run-endpoint.ts lands, guest-entry.ts is bundled instead and this file is unused.
import { installGuest } from './guest/install-guest.js';
import { sandboxError } from './guest/results.js';

installGuest((_request, options) => sandboxError(
  'The endpoint engine is missing from this build (src/engine/endpoint/run-endpoint.ts does not exist yet).',
  options.errorAction, 'EngineMissing'));
