// The item and file commands (docs/shell.md "Files"): prompt-only, over the host's ItemHost, plus ConvertTo-Csv and
// the path-text commands (Join-Path, Split-Path), which need files only for -Resolve.
import type { CommandDeclaration } from '../declaration.js';
import { getContent } from './get-content.js';
import { setContent, addContent } from './set-content.js';
import { outFile } from './out-file.js';
import { testPath } from './test-path.js';
import { getChildItem } from './get-child-item.js';
import { getLocation, setLocation } from './location.js';
import { newItem } from './new-item.js';
import { removeItem } from './remove-item.js';
import { copyItem, moveItem } from './copy-move-item.js';
import { convertFromCsv, convertToCsv, exportCsv, importCsv } from './csv-commands.js';
import { joinPath, splitPath } from './path-commands.js';
import { getItem } from './get-item.js';

export const fileCommands: CommandDeclaration[] = [
  getContent, setContent, addContent, outFile, testPath, getItem, getChildItem, getLocation, setLocation,
  newItem, removeItem, copyItem, moveItem, importCsv, exportCsv, convertToCsv, convertFromCsv, joinPath, splitPath,
];
