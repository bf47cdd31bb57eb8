// The session's aliases (about_Aliases): one table per session, filled with the builtin aliases declared with their
// cmdlets and changed by Set-Alias, New-Alias and Remove-Alias. Names are case-insensitive and keep the case they
// were written in. PowerShell scopes aliases like variables; svc keeps one session-level table (docs/files.md).
import type { AliasEntry, AliasTable } from '../commands/declaration.js';

export class SessionAliases implements AliasTable {
  private readonly entries = new Map<string, AliasEntry>();

  get(name: string): AliasEntry | undefined {
    return this.entries.get(name.toLowerCase());
  }

  set(entry: AliasEntry): void {
    this.entries.set(entry.name.toLowerCase(), entry);
  }

  remove(name: string): boolean {
    return this.entries.delete(name.toLowerCase());
  }

  list(): AliasEntry[] {
    return [...this.entries.values()];
  }

  /**
   * The command an alias stands for, following aliases of aliases (PowerShell resolves chains); a cycle or a name
   * that is no alias gives the name itself.
   */
  resolve(name: string): string {
    let current = name;
    for (let i = 0; i < 16; i++) {
      const entry = this.entries.get(current.toLowerCase());
      if (entry === undefined) return current;
      current = entry.definition;
    }
    return current;
  }
}
