// Endpoint scripts held inside one isolate, by endpoint key and script hash: a redefined endpoint (same key, new
// text) misses and is resent. Bounded, least recently used first out, so a server with many endpoints cannot grow
// an isolate's heap without end.
export class ScriptCache {
  private readonly entries = new Map<string, { hash: string; script: string }>();

  constructor(private readonly capacity: number) {}

  get(key: string, hash: string): string | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.hash !== hash) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.script;
  }

  set(key: string, hash: string, script: string): void {
    this.entries.delete(key);
    this.entries.set(key, { hash, script });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
