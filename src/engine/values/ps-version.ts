// The PowerShell version svc reports (one owner: $PSVersionTable, `#Requires -Version` and Get-Help read it here).
// PowerShell 7 reports its version as a System.Management.Automation.SemanticVersion (about_Automatic_Variables:
// $PSVersionTable); scripts compare its parts (`$PSVersionTable.PSVersion.Major -ge 7`) or its text.
import { tableAdder, type MemberTable } from './member-registry.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const versionMembers: MemberTable[] = [];
const add = tableAdder(versionMembers);

export class SemanticVersion {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}
  toString(): string { return `${this.major}.${this.minor}.${this.patch}`; }
}

/** The PowerShell version whose behaviour svc follows (docs/contract.md 5: PowerShell 7 semantics). */
export const PS_VERSION = new SemanticVersion(7, 4, 0);

add(SemanticVersion, {
  typeName: 'System.Management.Automation.SemanticVersion',
  properties: {
    Major: (v: SemanticVersion) => v.major,
    Minor: (v: SemanticVersion) => v.minor,
    Patch: (v: SemanticVersion) => v.patch,
    PreReleaseLabel: () => null,
    BuildLabel: () => null,
  },
  methods: {
    ToString: (v: SemanticVersion) => v.toString(),
    CompareTo: (v: SemanticVersion, args) => compareVersion(v, parseVersion(String(args[0])) ?? v),
  },
  toString: (v: SemanticVersion) => v.toString(),
});

/** '7', '7.2', '7.2.1' (as `#Requires -Version` writes them); null when not a version. */
export function parseVersion(text: string): SemanticVersion | null {
  const m = /^\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)?\s*$/.exec(text);
  return m ? new SemanticVersion(Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)) : null;
}

export function compareVersion(a: SemanticVersion, b: SemanticVersion): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
}
