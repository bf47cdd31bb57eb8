// The request log as the shell prints it (docs/http.md, "The request log"): one line per request with the method, the
// path and query, the status coloured by class (2xx green, 4xx yellow, 5xx red) and the time; indented under it, the
// script's error records with their position (also when the status is 200, PSU's default rule), its host output, and
// the first lines of a 4xx/5xx body. At LogLevel Verbose each error also shows its script stack trace.
import type { RequestRecord } from '../../engine/protocol/endpoint-types.js';
import type { ErrorRecordData } from '../../engine/errors/error-record.js';
import type { Palette } from './palette.js';

/** Lines of a 4xx/5xx body shown under its request. */
export const BODY_LINES = 5;
const INDENT = '    ';

export function renderRequest(record: RequestRecord, logLevel: string, palette: Palette): string {
  const worker = record.worker === undefined ? '' : palette.dim(` [worker ${record.worker}]`);
  const lines = [`${record.method} ${record.url} -> ${statusColor(record.status, palette)} (${record.durationMs} ms)${worker}`];
  if (record.refusal) lines.push(INDENT + palette.warning(`refused by ${record.refusal}`));
  for (const error of record.errors) {
    lines.push(INDENT + palette.error(`error: ${oneLine(error.message)}${position(error)}`));
    if (logLevel === 'Verbose') for (const frame of error.scriptStackTrace) lines.push(INDENT + '  ' + palette.dim(frame));
  }
  for (const h of record.hostOutput) {
    const text = `${h.stream}: ${oneLine(h.text)}`;
    lines.push(INDENT + (h.stream === 'warning' ? palette.warning(text) : h.stream === 'host' ? text : palette.dim(text)));
  }
  if (record.status >= 400) lines.push(...bodyLines(record.response.body).map((l) => INDENT + palette.dim(`body: ${l}`)));
  return lines.join('\n');
}

function statusColor(status: number, palette: Palette): string {
  const text = String(status);
  return status >= 500 ? palette.error(text) : status >= 400 ? palette.warning(text) : status < 300 ? palette.success(text) : text;
}

/**
 * PowerShell's "At line:N char:M" position (line 1 is the endpoint block's `{` line, docs/contract.md 4.5), or
 * "At FILE:N char:M" for a -Path endpoint's file, as PowerShell's PositionMessage names a script file.
 */
function position(error: ErrorRecordData): string {
  if (error.line <= 0) return '';
  return ` (At ${error.scriptName === null ? 'line' : error.scriptName}:${error.line} char:${error.column})`;
}

function bodyLines(body: string): string[] {
  const lines = body.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines.length > BODY_LINES ? [...lines.slice(0, BODY_LINES), `... (${lines.length - BODY_LINES} more lines)`] : lines;
}

const oneLine = (s: string): string => s.replace(/\s*\r?\n\s*/g, ' ');
