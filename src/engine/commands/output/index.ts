// The output commands (about_Output_Streams): one Write- command per stream, the host's own lines, and the
// formatting and Out- commands that end a pipeline.
import type { CommandDeclaration } from '../declaration.js';
import { writeOutput } from './write-output.js';
import { writeError } from './write-error.js';
import { writeWarning } from './write-warning.js';
import { writeVerbose } from './write-verbose.js';
import { writeDebug } from './write-debug.js';
import { writeInformation } from './write-information.js';
import { writeProgress } from './write-progress.js';
import { writeHost } from './write-host.js';
import { clearHost } from './clear-host.js';
import { formatTable } from './format-table.js';
import { formatList } from './format-list.js';
import { outString } from './out-string.js';
import { outHost } from './out-host.js';
import { outNull } from './out-null.js';

export const outputCommands: CommandDeclaration[] = [
  writeOutput, writeError, writeWarning, writeVerbose, writeDebug, writeInformation, writeProgress, writeHost, clearHost,
  formatTable, formatList, outString, outHost, outNull,
];
