// The stock of isolates made ahead (src/sandbox/isolate-stock.ts), with real isolates and the moments passed in: a
// replacement made just after an isolate's teardown takes one made at a quiet moment, never `new Isolate` then.
import { afterEach, describe, expect, it } from 'vitest';
import type ivm from 'isolated-vm';
import { IsolateStock, QUIET_MS } from '../../src/sandbox/isolate-stock.js';

const stocks: IsolateStock[] = [];
const made: ivm.Isolate[] = [];
afterEach(() => {
  for (const s of stocks.splice(0)) s.dispose(0);
  for (const i of made.splice(0)) if (!i.isDisposed) i.dispose();
});

function stockOf(size: number): IsolateStock {
  const stock = new IsolateStock(size);
  stocks.push(stock);
  return stock;
}

function take(stock: IsolateStock, t: number, memoryLimitMb = 16): ivm.Isolate {
  const isolate = stock.take(t, memoryLimitMb);
  made.push(isolate);
  return isolate;
}

/** Fills the stock at quiet moments, one isolate a call (as the pool's tick does). */
function fill(stock: IsolateStock, from: number, memoryLimitMb = 16): number {
  let t = from;
  while (!stock.full && t < from + 100) stock.refill(t++, memoryLimitMb);
  return t;
}

describe('isolates made ahead', () => {
  it('makes one isolate per refill at a quiet moment, up to its size', () => {
    const stock = stockOf(2);
    stock.refill(0, 16);
    expect(stock.full).toBe(false);
    stock.refill(1, 16);
    expect(stock.full).toBe(true);
  });

  it('gives a stocked isolate to a replacement made within QUIET_MS of a teardown, and a usable one', async () => {
    const stock = stockOf(2);
    const t = fill(stock, 0);
    stock.noteTeardown(t);
    const isolate = take(stock, t + 1);
    expect(stock.full).toBe(false);
    const context = await isolate.createContext();
    expect(await context.eval('6 * 7')).toBe(42);
  });

  it('keeps its stock when a replacement is made at a quiet moment', () => {
    const stock = stockOf(1);
    const t = fill(stock, 0);
    stock.noteTeardown(t);
    take(stock, t + QUIET_MS);
    expect(stock.full).toBe(true);
  });

  it('makes no isolate within QUIET_MS of a teardown, and makes one after', () => {
    const stock = stockOf(1);
    stock.noteTeardown(1000);
    stock.refill(1000 + QUIET_MS - 1, 16);
    expect(stock.full).toBe(false);
    stock.refill(1000 + QUIET_MS, 16);
    expect(stock.full).toBe(true);
  });

  it('makes a new isolate when the stock is empty, even just after a teardown', () => {
    const stock = stockOf(1);
    stock.noteTeardown(0);
    expect(take(stock, 1).isDisposed).toBe(false);
    expect(stock.full).toBe(false);
  });

  it('never gives an isolate of another memory limit; a changed limit drops the stock and refills it later', () => {
    const stock = stockOf(1);
    const t = fill(stock, 0, 16);
    stock.noteTeardown(t);
    take(stock, t + 1, 32);
    expect(stock.full).toBe(true); // the 16 MB one is still there: not given to a 32 MB call
    stock.refill(t + QUIET_MS, 32);
    expect(stock.full).toBe(false); // dropped (a teardown of its own)
    stock.refill(t + QUIET_MS + 1, 32);
    expect(stock.full).toBe(false); // within QUIET_MS of that drop
    stock.refill(t + 2 * QUIET_MS, 32);
    expect(stock.full).toBe(true);
  });
});
