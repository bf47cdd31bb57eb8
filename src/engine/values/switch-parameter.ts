// [switch] (System.Management.Automation.SwitchParameter): what a function's switch parameter holds. It is a value of
// its own, not a Boolean: `.IsPresent`, `.ToBool()`, `GetType().Name` is SwitchParameter; it is truthy only when
// present, `[bool]$s` is IsPresent, and it compares equal to $true/$false by IsPresent (docs/values.md).
import type { MemberTable } from './member-registry.js';
import { tableAdder } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';

export class PSSwitch {
  constructor(readonly isPresent: boolean) {}
  toString(): string { return this.isPresent ? 'True' : 'False'; }
}

export const switchMembers: MemberTable[] = [];
tableAdder(switchMembers)(PSSwitch, {
  typeName: 'System.Management.Automation.SwitchParameter',
  baseTypes: ['System.ValueType'],
  properties: { IsPresent: (v: PSSwitch) => v.isPresent },
  methods: {
    ToBool: (v: PSSwitch) => v.isPresent,
    ToString: (v: PSSwitch) => v.toString(),
    Equals: (v: PSSwitch, a) => (a[0] instanceof PSSwitch ? a[0].isPresent : a[0]) === v.isPresent,
    GetHashCode: (v: PSSwitch) => (v.isPresent ? 1 : 0),
  },
  toString: (v: PSSwitch) => v.toString(),
});

export const switchStatics: StaticMembers[] = [];
staticAdder(switchStatics)('System.Management.Automation.SwitchParameter', {
  properties: { Present: () => new PSSwitch(true) },
  methods: { new: (a) => new PSSwitch(a[0] instanceof PSSwitch ? a[0].isPresent : a[0] === true) },
});
