// The member tables and static member tables, installed in one stated order (docs/values.md, "Members"): the first
// table that has a member wins, so the order is the precedence, never the order modules happened to load in.
import { setMemberTables, type MemberTable } from './member-registry.js';
import { setStaticTables, type StaticMembers } from './static-members.js';
import { versionMembers } from './ps-version.js';
import { styleMembers } from './ps-style.js';
import { stringMembers } from './members-string.js';
import { collectionMembers } from './members-collections.js';
import { timeMembers } from './members-time.js';
import { errorMembers, errorStatics } from './members-errors.js';
import { miscMembers } from './members-misc.js';
import { encodingMembers, objectStatics } from './static-objects.js';
import { coreStatics } from './static-core.js';
import { commonMembers } from './members-common.js';
import { enumMembers, enumStatics } from './enums.js';
import { classMembers } from './user-types.js';
import { versionValueMembers, versionValueStatics } from './version.js';
import { switchMembers, switchStatics } from './switch-parameter.js';
import { queueStackMembers, queueStackStatics } from './queue-stack.js';
import { enumeratorMembers } from './enumerator.js';
import { referenceMembers, referenceStatics } from './reference.js';
import { pathStatics } from './static-path.js';
import { cultureMembers, cultureStatics } from './culture.js';
import { stopwatchMembers, stopwatchStatics } from './stopwatch.js';
import { tupleMembers, tupleStatics } from './tuple.js';
import { bigIntegerMembers, bigIntegerStatics } from './big-integer.js';
import { engineIntrinsicsMembers } from './engine-intrinsics.js';

/** Tables of the later stages (the interpreter's and the commands' own classes: PSCmdlet, web responses, files). */
export interface LaterTables {
  members: readonly MemberTable[];
  statics: readonly StaticMembers[];
}

/**
 * Installs every table, replacing what was installed: first the later stages' tables (each names classes of its own),
 * then the values module's, most specific first, and last the members every value has (members-common). Nothing
 * installs them at load: a session installs them with the later stages' (createSession); the values module alone
 * (its own tests) calls this without arguments.
 */
export function installMemberTables(later: LaterTables = { members: [], statics: [] }): void {
  setMemberTables([
    ...later.members, ...classMembers, ...versionMembers, ...styleMembers, ...stringMembers, ...queueStackMembers, ...collectionMembers, ...timeMembers,
    ...errorMembers, ...miscMembers, ...cultureMembers, ...stopwatchMembers, ...tupleMembers, ...bigIntegerMembers, ...engineIntrinsicsMembers, ...encodingMembers, ...enumMembers, ...enumeratorMembers, ...referenceMembers, ...versionValueMembers, ...switchMembers, ...commonMembers,
  ]);
  setStaticTables([...coreStatics, ...objectStatics, ...enumStatics, ...versionValueStatics, ...switchStatics, ...queueStackStatics, ...referenceStatics, ...pathStatics, ...cultureStatics, ...stopwatchStatics, ...tupleStatics, ...bigIntegerStatics, ...errorStatics, ...later.statics]);
}
