// Sizes the engine refuses to build, checked before JavaScript allocates them: a string or array asked for in one
// operation ('x' * 5e8, [string]::new('x', 5e8), -join, -replace, PadLeft, -f widths, array multiplication, ranges).
// .NET refuses such sizes with an OutOfMemoryException; svc also refuses what its sandbox isolate's heap limit could
// not hold, before V8 tries (one huge allocation can overshoot isolated-vm's limit many times before it is noticed:
// docs/sandbox.md, limits). The limit is the isolate's own, fixed when it was created, so it is set once per isolate
// (or per call, to the same value) by the sandbox; the shell leaves it unset and keeps the fixed caps.
import { wrappedError } from './value-errors.js';

const MAX_ELEMENTS = 10_000_000;
const MAX_STRING = 100_000_000;
/** A character in a V8 string takes 1 or 2 bytes, and a body is copied again on its way out: a quarter of the heap. */
const BYTES_PER_CHAR = 4;
/** An array slot (8 bytes) and its value. */
const BYTES_PER_ELEMENT = 16;

let memoryLimitMb = 0;

/** The sandbox's MemoryLimitMB for the isolate the engine runs in (0: no limit but the fixed caps). */
export function limitAllocations(limitMb: number): void {
  memoryLimitMb = limitMb > 0 ? limitMb : 0;
}

function memoryCap(perItem: number): number {
  return memoryLimitMb === 0 ? Infinity : Math.floor(memoryLimitMb * 1024 * 1024 / perItem);
}

/** Refuses a string of `length` characters that could not be built within the limits. */
export function checkStringLength(length: number): void {
  if (length > MAX_STRING || length > memoryCap(BYTES_PER_CHAR)) throw tooBig(length, 'characters');
}

/** Refuses an array of `count` elements that could not be built within the limits. */
export function checkArrayLength(count: number): void {
  if (count > MAX_ELEMENTS || count > memoryCap(BYTES_PER_ELEMENT)) throw tooBig(count, 'elements');
}

/** Inside a sandbox isolate the message names its limit; elsewhere it is .NET's own. */
function tooBig(size: number, unit: 'characters' | 'elements') {
  const dotnet = unit === 'characters' ? "Exception of type 'System.OutOfMemoryException' was thrown." : 'Array dimensions exceeded supported range.';
  const message = memoryLimitMb === 0 ? dotnet
    : `A result of ${size} ${unit} would exceed the script's memory limit of ${memoryLimitMb} MB (the MemoryLimitMB setting).`;
  return wrappedError(message, 'System.OutOfMemoryException', 'NotSpecified', 'System.OutOfMemoryException');
}
