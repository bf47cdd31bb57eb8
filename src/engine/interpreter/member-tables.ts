// The later stages' member tables (their own classes: $PSCmdlet, the web cmdlets' responses, the item commands' path
// objects), handed to the values module's one installer, which states the order of every table (values/member-tables.ts).
import { installMemberTables } from '../values/index.js';
import { cmdletMembers } from './ps-cmdlet.js';
import { webMembers, webStatics } from '../commands/web/web-members.js';
import { itemMembers } from '../commands/item-access.js';
import { matchInfoMembers } from '../commands/match-info.js';

let installed = false;

/** Installs every member table once per realm, before the first session runs anything (createSession). */
export function installSessionMemberTables(): void {
  if (installed) return;
  installed = true;
  installMemberTables({ members: [...cmdletMembers, ...webMembers, ...itemMembers, ...matchInfoMembers], statics: [...webStatics] });
}
