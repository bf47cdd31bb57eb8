// The data commands: JSON, text search and joining, dates and time spans, GUIDs and random numbers.
import type { CommandDeclaration } from '../declaration.js';
import { convertToJson } from './convertto-json.js';
import { convertFromJson } from './convertfrom-json.js';
import { testJson } from './test-json.js';
import { selectString } from './select-string.js';
import { joinString } from './join-string.js';
import { getDate } from './get-date.js';
import { newTimeSpan } from './new-timespan.js';
import { newGuid } from './new-guid.js';
import { getRandom } from './get-random.js';

export const dataCommands: CommandDeclaration[] = [
  convertToJson, convertFromJson, testJson, selectString, joinString, getDate, newTimeSpan, newGuid, getRandom,
];
