// How one value reads inside a table cell or after `Name : ` in a list (PowerShell's format-time ToString rules:
// about_Format.ps1xml): arrays as {1, 2, 3}, custom objects as @{a=1; b=2}, hashtables by their type name.
import { PSDateTime, PSHashtable, PSObject, ScriptBlockValue } from '../../values/types.js';
import { formatDateTime } from '../../values/index.js';
import { ErrorRecord } from '../../errors/error-record.js';

export type ToText = (value: unknown) => string;

/** PowerShell shows a script block as its text without the braces. */
export function scriptBlockText(sb: ScriptBlockValue): string {
  const t = sb.text;
  return t.startsWith('{') && t.endsWith('}') ? t.slice(1, -1) : t;
}

export function cellText(value: unknown, toText: ToText, depth = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) || value instanceof Uint8Array) {
    if (depth > 0) return 'System.Object[]';
    return '{' + Array.from(value as ArrayLike<unknown>, (v) => cellText(v, toText, depth + 1)).join(', ') + '}';
  }
  if (value instanceof PSHashtable) return value.ordered ? 'System.Collections.Specialized.OrderedDictionary' : 'System.Collections.Hashtable';
  if (value instanceof ScriptBlockValue) return scriptBlockText(value);
  if (value instanceof ErrorRecord) return value.toString();
  // The console shows dates in the current culture (svc: en-US), unlike "$date", which is invariant.
  if (value instanceof PSDateTime) return formatDateTime(value, 'G', false);
  if (value instanceof PSObject && isCustomObject(value)) {
    if (depth > 0) return '';
    return '@{' + value.properties().map((p) => `${p.name}=${cellText(p.value, toText, depth + 1)}`).join('; ') + '}';
  }
  return toText(value);
}

export function isCustomObject(o: PSObject): boolean {
  return o.typeNames[0] === 'System.Management.Automation.PSCustomObject';
}

/** Right-align numbers as PowerShell's table view does. */
export function isNumeric(value: unknown): boolean {
  return typeof value === 'number';
}

export function displayWidth(text: string): number {
  return [...text].length;
}

/** Truncates to `width` characters with PowerShell 7's ellipsis. */
export function fit(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  return width <= 1 ? '…'.slice(0, width) : chars.slice(0, width - 1).join('') + '…';
}
