// The C allocator's settings for the svc process (docs/sandbox.md, "Memory after an attack"). glibc reads them from the
// environment once, when the process starts, so the launcher (bin/svc.js) sets them for the process it spawns; a value
// the user has set is kept. Elsewhere (musl, macOS) they are ignored.

/**
 * glibc keeps memory that isolated-vm's threads free: one arena per thread, and a trim and mmap threshold that rise
 * after each large free, so after a burst of big results RSS stays at its peak. Two arenas and fixed 128 KB thresholds
 * hand it back once the burst is over.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** `env` with every allocator setting it lacks added, or null when it has them all already. */
export function withAllocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | null {
  const missing = Object.keys(ALLOCATOR_ENV).filter((name) => env[name] === undefined);
  if (missing.length === 0) return null;
  return { ...env, ...Object.fromEntries(missing.map((name) => [name, ALLOCATOR_ENV[name]])) };
}
