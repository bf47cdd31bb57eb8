// Get-Error's detailed view (PowerShell 7's ErrorRecord#PSExtendedError; docs/errors.md "Get-Error" cites the
// transcripts it follows): the record's properties, nested objects indented four spaces under their name, names
// padded to the widest at their level, multi-line values continued under the value column. The view is built as
// plain nested objects, a copy, so the original record is never changed; Out-String and the shell render it with
// `extendedErrorLines`.
import { ErrorRecord, PSException } from '../../errors/error-record.js';
import { PSObject } from '../../values/types.js';
import { categoryString, hresultOf, positionMessage, toStringValue } from '../../values/index.js';

export const EXTENDED_ERROR = 'System.Management.Automation.ErrorRecord#PSExtendedError';
const EXCEPTION_VIEW = 'System.Exception#PSExtendedError';

type Pairs = [string, unknown][];

function exceptionView(e: PSException): PSObject {
  const pairs: Pairs = [['Type', e.typeName], ['Message', e.message]];
  if (e.innerException) pairs.push(['InnerException', exceptionView(e.innerException)]);
  pairs.push(['HResult', hresultOf(e)]);
  return PSObject.from(pairs, [EXCEPTION_VIEW, 'System.Object']);
}

function invocationView(r: ErrorRecord): PSObject | null {
  const i = r.invocationInfo;
  if (i === null) return null;
  const pairs: Pairs = [];
  if (i.commandName) pairs.push(['MyCommand', i.commandName]);
  if (i.scriptName) pairs.push(['ScriptName', i.scriptName]);
  pairs.push(['ScriptLineNumber', i.scriptLineNumber], ['OffsetInLine', i.offsetInLine], ['Line', i.line], ['PositionMessage', positionMessage(i)]);
  if (i.commandName) pairs.push(['InvocationName', i.commandName]);
  pairs.push(['CommandOrigin', 'Internal']);
  return PSObject.from(pairs, ['System.Management.Automation.InvocationInfo#PSExtendedError', 'System.Object']);
}

/** The detailed view of an ErrorRecord or an exception; null for anything else (Get-Error then passes it through). */
export function extendedError(value: unknown): PSObject | null {
  if (value instanceof PSException) return PSObject.from(exceptionView(value).properties().map((p) => [p.name, p.value]), [EXCEPTION_VIEW, 'System.Object']);
  if (!(value instanceof ErrorRecord)) return null;
  const pairs: Pairs = [['Exception', exceptionView(value.exception)]];
  if (value.targetObject !== null && value.targetObject !== undefined) pairs.push(['TargetObject', value.targetObject]);
  pairs.push(['CategoryInfo', categoryString(value)], ['FullyQualifiedErrorId', value.fullyQualifiedErrorId]);
  if (value.errorDetails !== null) pairs.push(['ErrorDetails', PSObject.from([['Message', value.errorDetails]])]);
  const invocation = invocationView(value);
  if (invocation) pairs.push(['InvocationInfo', invocation]);
  if (value.scriptStackTrace.length) pairs.push(['ScriptStackTrace', value.scriptStackTrace.join('\n')]);
  pairs.push(['PipelineIterationInfo', []]);
  return PSObject.from(pairs, [EXTENDED_ERROR, 'System.Object']);
}

export function isExtendedError(value: unknown): boolean {
  return value instanceof PSObject && (value.typeNames[0] === EXTENDED_ERROR || value.typeNames[0] === EXCEPTION_VIEW);
}

/** The text of the view: `Name : value`, nested objects indented by four spaces. */
export function extendedErrorLines(o: PSObject, indent = ''): string[] {
  const props = o.properties();
  const width = Math.max(0, ...props.map((p) => p.name.length));
  const lines: string[] = [];
  for (const p of props) {
    const head = `${indent}${p.name.padEnd(width)} : `;
    if (p.value instanceof PSObject) {
      lines.push(head.trimEnd(), ...extendedErrorLines(p.value, indent + '    '));
      continue;
    }
    const text = Array.isArray(p.value) ? p.value.map((v) => toStringValue(v)).join(', ') : toStringValue(p.value);
    const [first, ...rest] = text.split('\n');
    lines.push((head + first).trimEnd(), ...rest.map((l) => ' '.repeat(head.length) + l));
  }
  return lines;
}
