// Sizes the engine refuses to build, checked before JavaScript allocates them: a string or array asked for in one
// operation ('x' * 5e8, [string]::new('x', 5e8), -join, -replace, PadLeft, -f widths, array multiplication, ranges).
// .NET refuses such sizes with an OutOfMemoryException; svc also refuses what its sandbox isolate's heap limit could
// not hold, before V8 tries (one huge allocation can overshoot isolated-vm's limit many times before it is noticed:
// docs/sandbox.md, limits). The limit is the isolate's own, fixed when it was created, so it is set once per isolate
// (or per call, to the same value) by the sandbox; the shell sets its engine's heap cap (docs/shell.md, memory).
import { wrappedError } from './value-errors.js';

const MAX_ELEMENTS = 10_000_000;
const MAX_STRING = 100_000_000;
/** A character in a V8 string takes 1 or 2 bytes, and a body is copied again on its way out: a quarter of the heap. */
const BYTES_PER_CHAR = 4;
/** An array slot (8 bytes) and its value. */
const BYTES_PER_ELEMENT = 16;

let memoryLimitMb = 0;
/** Whose limit it is and where it is set, as the messages name them. */
let limitOwner = { holder: "the script's", setting: 'the MemoryLimitMB setting' };

/**
 * The heap limit of the isolate the engine runs in (0: no limit but the fixed caps): the sandbox's MemoryLimitMB, or
 * the shell engine's cap, which names its own holder and setting.
 */
export function limitAllocations(limitMb: number, owner?: { holder: string; setting: string }): void {
  memoryLimitMb = limitMb > 0 ? limitMb : 0;
  if (owner !== undefined) limitOwner = owner;
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
    : `A result of ${size} ${unit} would exceed ${limitOwner.holder} memory limit of ${memoryLimitMb} MB (${limitOwner.setting}).`;
  return outOfMemory(message);
}

/**
 * A run stopped because the heap it runs in is nearly full (the shell's heap guard, docs/shell.md): an
 * OutOfMemoryException, a terminating error that try/catch can handle, as in .NET.
 */
export function heapNearlyFull(usedMb: number): ReturnType<typeof wrappedError> {
  return outOfMemory(`The command was stopped: ${limitOwner.holder} memory is nearly full (${usedMb} of ${memoryLimitMb} MB, ${limitOwner.setting}). `
    + 'Variables that hold large values keep their memory until they are removed (Remove-Variable).');
}

function outOfMemory(message: string) {
  return wrappedError(message, 'System.OutOfMemoryException', 'NotSpecified', 'System.OutOfMemoryException');
}
