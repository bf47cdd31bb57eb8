// Comment-based help of an endpoint script (about_Comment_Based_Help): a `<# ... #>` block, or a run of `#` lines,
// at the start or the end of the script block, holding `.SYNOPSIS`, `.DESCRIPTION` and `.PARAMETER Name` sections.
// The OpenAPI document (docs/console.md) reads it; other keywords (.EXAMPLE, .NOTES, ...) are read and ignored.

export interface CommentHelp {
  synopsis: string | null;
  description: string | null;
  /** Parameter help by lower-cased name. */
  parameters: Map<string, string>;
}

/** The help of a `{ ... }` block's text; null when it has none. */
export function readCommentHelp(blockText: string): CommentHelp | null {
  const body = blockText.trim().replace(/^\{/, '').replace(/\}$/, '');
  const lines = body.split(/\r?\n/);
  const comment = firstComment(body, lines) ?? lastComment(body, lines);
  return comment === null ? null : parseSections(comment);
}

/** A block comment, or a run of `#` lines, with only whitespace before it. */
function firstComment(body: string, lines: string[]): string | null {
  const text = body.trimStart();
  if (text.startsWith('<#')) {
    const end = text.indexOf('#>');
    return end < 0 ? null : text.slice(2, end);
  }
  return lineComments(lines.map((l) => l.trim()).filter((l, i, all) => i >= all.findIndex((x) => x !== '')));
}

/** A block comment, or a run of `#` lines, with only whitespace after it. */
function lastComment(body: string, lines: string[]): string | null {
  const text = body.trimEnd();
  if (text.endsWith('#>')) {
    const start = text.lastIndexOf('<#');
    return start < 0 ? null : text.slice(start + 2, -2);
  }
  const trimmed = lines.map((l) => l.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  const run = lineComments([...trimmed].reverse());
  return run === null ? null : run.split('\n').reverse().join('\n');
}

function lineComments(lines: string[]): string | null {
  const run: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('#')) break;
    run.push(line.slice(1));
  }
  return run.length > 0 ? run.join('\n') : null;
}

function parseSections(comment: string): CommentHelp | null {
  const help: CommentHelp = { synopsis: null, description: null, parameters: new Map() };
  let current: { keyword: string; argument: string; lines: string[] } | null = null;
  let found = false;
  const close = () => {
    if (!current) return;
    const text = current.lines.join('\n').trim().replace(/[ \t]*\n[ \t]*/g, '\n');
    if (current.keyword === 'synopsis') help.synopsis = text;
    else if (current.keyword === 'description') help.description = text;
    else if (current.keyword === 'parameter' && current.argument) help.parameters.set(current.argument.toLowerCase(), text);
  };
  for (const line of comment.split(/\r?\n/)) {
    const keyword = /^\s*\.([A-Za-z]+)\s*(\S*)\s*$/.exec(line);
    if (keyword) {
      close();
      found = true;
      current = { keyword: keyword[1]!.toLowerCase(), argument: keyword[2] ?? '', lines: [] };
    } else current?.lines.push(line);
  }
  close();
  return found ? help : null;
}
