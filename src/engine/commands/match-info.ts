// Microsoft.PowerShell.Commands.MatchInfo, what Select-String writes (MatchString.cs; the cmdlet reference). A line
// that came down the pipeline has Path and Filename 'InputStream' and shows as the line alone; a line from a file
// shows as `path:lineNumber:line`: ToString() (and so "$m") gives the full path, ToString(dir) the path relative to
// dir when the file lies below it. The console, Out-String and Out-File show it relative to the current location
// (output-formatter.ts), as PowerShell's format view of MatchInfo calls `$_.ToEmphasizedString((Get-Location).Path)`.
// With -Context, the match shows as `> ` before its line, and each context line with `  ` before it, one line each.
import { PSObject } from '../values/types.js';
import { tableAdder, toStringValue, type MemberTable } from '../values/index.js';

const INPUT_STREAM = 'InputStream';

/** Microsoft.PowerShell.Commands.MatchInfoContext: the lines around a match (-Context). */
export interface MatchContext { pre: string[]; post: string[] }

export class MatchInfo {
  constructor(
    readonly line: string, readonly lineNumber: number, readonly pattern: string, readonly ignoreCase: boolean,
    readonly matches: unknown[],
    /** The file's full path, or null for piped text. */
    readonly path: string | null = null,
    public context: MatchContext | null = null,
  ) {}
}

function fileName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** The path MatchInfo shows: relative to `location` when the file lies below it (MatchInfo.RelativePath). */
export function relativePath(path: string, location: string): string {
  const base = location.endsWith('/') || location.endsWith('\\') ? location : location + (location.includes('\\') ? '\\' : '/');
  return path.startsWith(base) ? path.slice(base.length) : path;
}

function formatLine(shown: string | null, text: string, lineNumber: number, prefix: string): string {
  return shown === null ? prefix + text : `${prefix}${shown}:${lineNumber}:${text}`;
}

/** MatchInfo.ToString([dir]): the line (with its path and number from a file); with context, every line of it. */
export function matchInfoText(m: MatchInfo, dir: string | null = null): string {
  const shown = m.path === null ? null : dir === null ? m.path : relativePath(m.path, dir);
  if (m.context === null) return formatLine(shown, m.line, m.lineNumber, '');
  const first = m.lineNumber - m.context.pre.length;
  return [
    ...m.context.pre.map((l, i) => formatLine(shown, l, first + i, '  ')),
    formatLine(shown, m.line, m.lineNumber, '> '),
    ...m.context.post.map((l, i) => formatLine(shown, l, m.lineNumber + 1 + i, '  ')),
  ].join('\n');
}

/** MatchInfo's members (installed with the other tables by installMemberTables, from createSession). */
export const matchInfoMembers: MemberTable[] = [];
tableAdder(matchInfoMembers)(MatchInfo, {
  typeName: 'Microsoft.PowerShell.Commands.MatchInfo',
  properties: {
    IgnoreCase: (m: MatchInfo) => m.ignoreCase,
    LineNumber: (m: MatchInfo) => m.lineNumber,
    Line: (m: MatchInfo) => m.line,
    Filename: (m: MatchInfo) => (m.path === null ? INPUT_STREAM : fileName(m.path)),
    Path: (m: MatchInfo) => m.path ?? INPUT_STREAM,
    Pattern: (m: MatchInfo) => m.pattern,
    Context: (m: MatchInfo) => (m.context === null ? null
      : PSObject.from([['PreContext', [...m.context.pre]], ['PostContext', [...m.context.post]], ['DisplayPreContext', [...m.context.pre]], ['DisplayPostContext', [...m.context.post]]],
        ['Microsoft.PowerShell.Commands.MatchInfoContext', 'System.Object'])),
    Matches: (m: MatchInfo) => m.matches,
  },
  methods: { ToString: (m: MatchInfo, a) => matchInfoText(m, a.length > 0 ? toStringValue(a[0]) : null), RelativePath: (m: MatchInfo, a) => (m.path === null ? INPUT_STREAM : relativePath(m.path, String(a[0]))) },
  toString: (m: MatchInfo) => matchInfoText(m),
});
