// The embedded store against the shared contract, its clock a fake one the tests move.
import { MemoryStore } from '../../src/store/index.js';
import { describeStoreContract } from './store-contract.js';

describeStoreContract('the embedded store', async (caps) => {
  let now = Date.now();
  const store = new MemoryStore({
    now: () => now,
    limits: (caps ? { maxValueBytes: 1024, maxTotalBytes: 4096 } : { maxValueBytes: 1 << 20, maxTotalBytes: 1 << 26 }),
  });
  return {
    store,
    pass: async (ms) => { now += ms; },
    close: () => store.close(),
  };
});
