// Errors in PowerShell 7's ConciseView (about_Preference_Variables, $ErrorView): at the prompt one line,
// `Write-Error: Whoa!`, `Exception: Bad things happened`; for script files (or a later line of a multi-line input)
// a `FILE:LINE` header, the offending line with its number and a `~~~~` marker under the failing extent.
import { positionMessage, type ErrorRecordData } from '../../errors/error-record.js';
import type { ParseError } from '../../../../grammar/ast.js';
/**
 * How the console styles its text (src/shell's palette, which holds pwsh's $PSStyle.Formatting colours); Out-String
 * passes plain text through. The optional styles are absent when colour is off.
 */
export interface ErrorStyle {
  error(text: string): string;
  /** $PSStyle.Formatting.ErrorAccent: the error view's `Line |` gutter and the failing extent of the line. */
  errorAccent?(text: string): string;
  /** $PSStyle.Formatting.TableHeader: each header cell and its dashes. */
  tableHeader?(text: string): string;
  /** $PSStyle.Formatting.FormatAccent: list labels. */
  formatAccent?(text: string): string;
}

/**
 * The word before the colon, as PowerShell 7's ConciseView picks it: the command that failed, else `Exception` for
 * `throw`, else the error's category unless it is NotSpecified (`InvalidOperation: Method invocation failed...`),
 * else the exception's type name (`RuntimeException: Attempted to divide by zero.`).
 */
export function errorPrefix(e: ErrorRecordData): string {
  if (e.commandName) return e.commandName;
  // `throw "text"` shows as `Exception:` in PowerShell 7 although its type is RuntimeException.
  if (e.category === 'OperationStopped' || e.exceptionType === 'System.Management.Automation.RuntimeException' && e.fullyQualifiedErrorId === e.exceptionMessage) return 'Exception';
  if (e.category !== 'NotSpecified') return e.category;
  const t = e.exceptionType;
  return t.slice(t.lastIndexOf('.') + 1) || 'Exception';
}

export interface Position {
  file: string | null;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  lineText: string;
}

/**
 * `Line |` block: the line (leading blanks trimmed, as PowerShell does) and a `~` marker under the extent. Coloured
 * as pwsh 7.4's ConciseView colours it: the gutter in ErrorAccent, the failing extent of the line in ErrorAccent,
 * the marker and the message in Error.
 */
export function positionBlock(p: Position, message: string, palette?: ErrorStyle): string {
  const raw = p.lineText.replace(/\r?\n$/, '');
  const trimmed = raw.replace(/^\s+/, '');
  const shift = raw.length - trimmed.length;
  const start = Math.max(0, p.column - 1 - shift);
  const end = p.endLine > p.line || p.endColumn <= p.column ? trimmed.length : p.endColumn - 1 - shift;
  const width = Math.max(1, Math.min(end, trimmed.length + 1) - start);
  const num = String(p.line).padStart(4);
  const accent = (t: string) => palette?.errorAccent?.(t) ?? t;
  const error = (t: string) => (palette?.errorAccent ? palette.error(t) : t);
  const extent = width < trimmed.length
    ? trimmed.slice(0, start) + accent(trimmed.slice(start, start + width)) + trimmed.slice(start + width)
    : trimmed;
  const lines = [
    accent('Line |'),
    `${accent(`${num} |`)}  ${extent}`,
    `${accent('     |')} ${error(` ${' '.repeat(start)}${'~'.repeat(width)}`)}`,
    ...message.split(/\r?\n/).map((m) => `${accent('     |')} ${error(m)}`),
  ];
  return lines.join('\n');
}

/**
 * Windows PowerShell 5.1's classic view ($ErrorView NormalView; the transcripts of 5.1's about_Preference_Variables):
 * `Cmd : message`, the position message, then the indented CategoryInfo and FullyQualifiedErrorId lines.
 */
export function formatClassicView(e: ErrorRecordData): string {
  const lines = [e.commandName ? `${e.commandName} : ${e.message}` : e.message];
  if (e.line > 0 && e.lineText !== '') {
    lines.push(positionMessage({ scriptName: e.scriptName, scriptLineNumber: e.line, offsetInLine: e.column, endLineNumber: e.endLine, endOffsetInLine: e.endColumn, line: e.lineText.replace(/\r?\n$/, '') }));
  }
  lines.push(`    + CategoryInfo          : ${e.categoryInfo ?? e.category}`, `    + FullyQualifiedErrorId : ${e.fullyQualifiedErrorId}`, '');
  return lines.join('\n');
}

export function formatErrorRecord(e: ErrorRecordData, palette: ErrorStyle): string {
  if (e.errorView === 'NormalView') return palette.error(formatClassicView(e)) + '\n';
  const prefix = errorPrefix(e);
  const showPosition = e.lineText !== '' && e.line > 0 && (e.scriptName !== null || e.line > 1);
  if (!showPosition) return palette.error(`${prefix}: ${e.message}`) + '\n';
  const header = palette.error(`${prefix}:`) + (e.scriptName ? ` ${e.scriptName}:${e.line}` : '');
  const pos = { file: e.scriptName, line: e.line, column: e.column, endLine: e.endLine, endColumn: e.endColumn, lineText: e.lineText };
  return header + '\n' + positionBlock(pos, e.message, palette) + '\n';
}

/** A parse error always shows its position (PowerShell: `ParserError: FILE:LINE` then the Line block). */
export function formatParseError(err: ParseError, source: string, file: string | null, palette: ErrorStyle): string {
  const lines = source.split(/\r?\n/);
  const lineText = lines[err.line - 1] ?? '';
  const header = palette.error('ParserError:') + (file ? ` ${file}:${err.line}` : '');
  const ext = err.extent;
  const pos = { file, line: err.line, column: err.column, endLine: ext.endLine, endColumn: ext.endColumn, lineText };
  return header + '\n' + positionBlock(pos, err.message, palette) + '\n';
}
