// The object commands (about_Objects): select, sort, group, compare and measure what flows down the pipeline, read
// and add members, make objects.
import type { CommandDeclaration } from '../declaration.js';
import { selectObject } from './select-object.js';
import { sortObject } from './sort-object.js';
import { groupObject } from './group-object.js';
import { compareObject } from './compare-object.js';
import { measureObject } from './measure-object.js';
import { getUnique } from './get-unique.js';
import { teeObject } from './tee-object.js';
import { getMember } from './get-member.js';
import { addMember } from './add-member.js';
import { newObject } from './new-object.js';

export const objectCommands: CommandDeclaration[] = [
  selectObject, sortObject, groupObject, compareObject, measureObject, getUnique, teeObject, getMember, addMember, newObject,
];
