// [version] (System.Version): two to four dot-separated non-negative parts, Major.Minor[.Build[.Revision]]; a part
// not given is -1 and is not shown by ToString(). Versions compare part by part, a missing part below any given one
// (1.2 < 1.2.0); the right operand of a comparison converts to a version (`[version]'1.2' -lt '1.10'`).
import type { MemberTable } from './member-registry.js';
import { tableAdder } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { conversionError, methodException } from './value-errors.js';

export class PSVersionValue {
  constructor(readonly major: number, readonly minor: number, readonly build = -1, readonly revision = -1) {}
  toString(): string {
    return [this.major, this.minor, this.build, this.revision].filter((p) => p >= 0).join('.');
  }
}

/** Version.TryParse: null when the text is not 2 to 4 dot-separated parts of digits. */
export function tryParseVersion(text: string): PSVersionValue | null {
  const parts = text.trim().split('.');
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => !/^\+?\d+$/.test(p.trim()))) return null;
  const n = parts.map((p) => Number(p.trim()));
  if (n.some((x) => x > 2147483647)) return null;
  return new PSVersionValue(n[0], n[1], n[2] ?? -1, n[3] ?? -1);
}

/** A value converted to [version], as LanguagePrimitives does (a version, or its text parsed). */
export function toVersion(v: unknown): PSVersionValue {
  if (v instanceof PSVersionValue) return v;
  const text = typeof v === 'number' ? String(v) : String(v ?? '');
  const parsed = tryParseVersion(text);
  if (parsed) return parsed;
  throw conversionError(text, 'System.Version', `Version string portion was too short or too long. (Parameter 'input')`, 'InvalidCastParseTargetInvocation');
}

export function compareVersions(a: PSVersionValue, b: PSVersionValue): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.build - b.build) || Math.sign(a.revision - b.revision);
}

export const versionValueMembers: MemberTable[] = [];
tableAdder(versionValueMembers)(PSVersionValue, {
  typeName: 'System.Version',
  baseTypes: ['System.IComparable'],
  properties: {
    Major: (v: PSVersionValue) => v.major, Minor: (v: PSVersionValue) => v.minor,
    Build: (v: PSVersionValue) => v.build, Revision: (v: PSVersionValue) => v.revision,
    MajorRevision: (v: PSVersionValue) => (v.revision < 0 ? -1 : v.revision >> 16),
    MinorRevision: (v: PSVersionValue) => (v.revision < 0 ? -1 : v.revision & 0xffff),
  },
  methods: {
    ToString: (v: PSVersionValue, a) => {
      if (a.length === 0) return v.toString();
      const count = Number(a[0]);
      const parts = [v.major, v.minor, v.build, v.revision];
      if (count < 0 || count > 4 || parts.slice(0, count).some((p) => p < 0)) {
        throw methodException('ToString', 1, 'System.ArgumentException', `Argument must be between 0 and ${parts.filter((p) => p >= 0).length}. (Parameter 'fieldCount')`);
      }
      return parts.slice(0, count).join('.');
    },
    CompareTo: (v: PSVersionValue, a) => (a[0] === null || a[0] === undefined ? 1 : compareVersions(v, toVersion(a[0]))),
    Equals: (v: PSVersionValue, a) => a[0] instanceof PSVersionValue && compareVersions(v, a[0]) === 0,
  },
  toString: (v: PSVersionValue) => v.toString(),
});

export const versionValueStatics: StaticMembers[] = [];
staticAdder(versionValueStatics)('System.Version', {
  methods: {
    new: (a) => {
      if (a.length === 1) return toVersion(a[0]);
      const n = a.map(Number);
      if (a.length < 2 || a.length > 4 || n.some((x) => !Number.isInteger(x) || x < 0)) {
        throw methodException('new', a.length, 'System.ArgumentOutOfRangeException', "Version's parameters must be greater than or equal to zero.");
      }
      return new PSVersionValue(n[0], n[1], n[2] ?? -1, n[3] ?? -1);
    },
    Parse: (a) => {
      const v = tryParseVersion(String(a[0] ?? ''));
      if (!v) throw methodException('Parse', 1, 'System.ArgumentException', "Version string portion was too short or too long. (Parameter 'input')");
      return v;
    },
  },
});
