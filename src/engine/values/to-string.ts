// PowerShell's conversion of a value to string (about_Type_Conversion, about_Join for $OFS): what casts to
// [string], string expansion ("$x") and -join use. Arrays join their elements with $OFS (a space by default), and an
// element that is itself a collection shows its type name, as PowerShell does; doubles use 15 significant digits;
// dates use the invariant culture.
import { ErrorRecord, PSException } from '../errors/error-record.js';
import { formatDateTime, formatTimeSpan } from './date-time.js';
import { registeredToString } from './member-registry.js';
import { formatPSNumber } from './number-format.js';
import { PSRegex, PSStringBuilder, RegexGroup } from './runtime-classes.js';
import { shortTypeName, typeNameOf } from './type-table.js';
import {
  PSChar, PSDateTime, PSNumber, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue, ScriptBlockValue,
} from './types.js';

export function toStringValue(v: unknown, ofs = ' '): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return formatPSNumber(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (Array.isArray(v)) {
    let out = '';
    for (let i = 0; i < v.length; i++) out += (i ? ofs : '') + elementString(v[i]);
    return out;
  }
  if (v instanceof Uint8Array) return Array.from(v).join(ofs);
  return scalarString(v);
}

/** An element inside a collection or a property value inside @{...}: nested collections show their type name. */
export function elementString(v: unknown, depth = 0): string {
  if (Array.isArray(v) || v instanceof Uint8Array) return typeNameOf(v);
  if (v instanceof PSObject && !registeredToString(v)) return objectString(v, depth + 1);
  return toStringValue(v);
}

function scalarString(v: unknown): string {
  if (v instanceof PSNumber) return formatPSNumber(v);
  if (v instanceof PSChar) return String.fromCharCode(v.code);
  if (v instanceof PSDateTime) return formatDateTime(v, 'G', true);
  if (v instanceof PSHashtable) return typeNameOf(v);
  if (v instanceof PSObject) return registeredToString(v) ?? objectString(v);
  if (v instanceof ScriptBlockValue) return scriptBlockText(v);
  if (v instanceof PSTimeSpan) return formatTimeSpan(v.ms);
  if (v instanceof PSGuid) return v.value;
  if (v instanceof PSTypeValue) return shortTypeName(v.fullName);
  if (v instanceof ErrorRecord) return v.toString();
  if (v instanceof PSException) return `${v.typeName}: ${v.message}`;
  if (v instanceof PSRegex) return v.pattern;
  if (v instanceof RegexGroup) return v.value;
  if (v instanceof PSStringBuilder) return v.text;
  return registeredToString(v) ?? typeNameOf(v);
}

/** A PSCustomObject's string form: `@{a=1; b=System.Object[]}`; an object that contains itself stops nesting. */
export function objectString(o: PSObject, depth = 0): string {
  if (depth > 16) return typeNameOf(o);
  return '@{' + o.properties().map((p) => `${p.name}=${elementString(p.value, depth)}`).join('; ') + '}';
}

/** ScriptBlock.ToString(): the text inside the braces of a `{ ... }` literal (the AST's text includes them). */
export function scriptBlockText(sb: ScriptBlockValue): string {
  return scriptBlockBody(sb.text);
}

/** The text of a script block written `{ ... }`, as ScriptBlock.ToString() gives it: without its braces. */
export function scriptBlockBody(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('{') && t.endsWith('}') ? t.slice(1, -1) : text;
}
