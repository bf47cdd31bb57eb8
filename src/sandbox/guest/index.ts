// The guest side of the isolate edge (bundled into each isolate with the engine; no Node, no isolated-vm imports).
export { installGuest, type RunEndpoint } from './install-guest.js';
