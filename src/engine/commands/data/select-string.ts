// Select-String (sls): finds text in piped strings or in files (the cmdlet reference, Select-String; MatchString.cs's
// rules). Piped objects are the lines of one input, numbered from 1; -Path (wildcards) and -LiteralPath read each
// file's lines. Patterns are regular expressions, case-insensitive unless -CaseSensitive; -SimpleMatch searches for
// the literal text and leaves Matches empty. The first pattern that matches is reported, with its first match (every
// match with -AllMatches). -NotMatch inverts; -List stops each input at its first match; -Quiet writes one Boolean;
// -Raw writes the matching lines instead of MatchInfo objects; -Context N or N,M keeps the lines around a match.
import { defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import type { CommandContext } from '../declaration.js';
import { allMatches, compileRegex, execAt, toMatchObject, toStringValue as toText } from '../../values/index.js';
import { FILE_INFO, itemsOrError, pathsOf, requireItems, tryItem } from '../item-access.js';
import { PSObject } from '../../values/types.js';
import { cmdletError } from '../cmdlet-errors.js';
import { MatchInfo } from '../match-info.js';

const NAME = 'Select-String';

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', mandatory: true, valueFromPipeline: true, allowNull: true, allowEmptyString: true, parameterSets: ['Object'], help: 'The text to search, one line per object.' },
  { name: 'Pattern', type: 'string[]', position: 0, mandatory: true, help: 'Regular expressions (or text with -SimpleMatch).' },
  { name: 'Path', type: 'object[]', position: 1, mandatory: true, parameterSets: ['File'], itemPath: true, help: 'The files to search (wildcards allowed).' },
  { name: 'LiteralPath', type: 'object[]', mandatory: true, valueFromPipelineByPropertyName: true, aliases: ['PSPath', 'LP'], parameterSets: ['LiteralPath'], itemPath: true, help: 'The files to search, names taken as written.' },
  { name: 'SimpleMatch', type: 'switch', help: 'Searches for the literal text instead of a regular expression.' },
  { name: 'CaseSensitive', type: 'switch', help: 'Matches case-sensitively.' },
  { name: 'AllMatches', type: 'switch', help: 'Reports every match in a line, not only the first.' },
  { name: 'NotMatch', type: 'switch', help: 'Writes the lines that do not match.' },
  { name: 'List', type: 'switch', help: 'Writes only the first match of each input (each file).' },
  { name: 'Context', type: 'int[]', help: 'Lines kept before and after each match: N for both, or N,M.' },
  { name: 'Quiet', type: 'switch', help: 'Writes True when some line matches, else False.' },
  { name: 'Raw', type: 'switch', help: 'Writes the matching lines as strings.' },
]);

export const selectString = defineCommand({
  name: NAME,
  aliases: ['sls'],
  synopsis: 'Finds text in strings and files.',
  description: 'Writes a MatchInfo (Line, LineNumber, Matches, Pattern, Path, Context) for each piped line, or line of a file, that matches a pattern.',
  outputType: 'Microsoft.PowerShell.Commands.MatchInfo',
  defaultParameterSet: 'Object',
  parameters: PARAMETERS,
  examples: [
    { code: "'apple','banana' | Select-String an", remarks: 'Writes banana.', output: 'banana' },
    { code: "('a1b22' | Select-String '\\d+' -AllMatches).Matches.Value", remarks: 'Writes 1 and 22.', output: '1\n22' },
    { code: "Set-Content ./app.log 'start', 'error: disk full', 'retry'\nSelect-String -Path ./*.log -Pattern error -Context 1 | ForEach-Object { $_.Filename; $_.Context.PreContext; $_.Line; $_.Context.PostContext }", remarks: 'Each error line of the log files, with the line before and after.',
      output: 'app.log\nstart\nerror: disk full\nretry' },
    { code: "New-Item -ItemType Directory logs | Out-Null; Set-Content logs/app.log 'start', 'error: disk full'\nSelect-String error logs/*.log",
      remarks: 'A match in a file shows as path:line:text, the path relative to the current location.',
      output: 'logs/app.log:2:error: disk full' },
  ],
  state: (): State => ({ done: false, piped: null }),
  process(ctx) {
    if (ctx.state.done) return;
    if (ctx.bound.has('InputObject')) {
      // A piped file item is searched as a file (MatchString.cs: the input object's base is a FileInfo).
      const input = ctx.params.InputObject;
      if (input instanceof PSObject && input.typeNames[0] === FILE_INFO) { searchFiles(ctx, pathsOf(input), true); return; }
      ctx.state.piped ??= new Searcher(ctx, null);
      const line = ctx.params.InputObject === null ? '' : toText(ctx.params.InputObject);
      ctx.state.piped.feed(line);
      return;
    }
    const literal = ctx.bound.has('LiteralPath');
    searchFiles(ctx, pathsOf(literal ? ctx.params.LiteralPath : ctx.params.Path), literal);
  },
  end(ctx) {
    ctx.state.piped?.finish();
    if (ctx.params.Quiet === true && !ctx.state.done) ctx.writeOutput(false, false);
  },
});

/** -Quiet's answer once found (no more input is read), and the searcher of piped lines, made on the first. */
interface State { done: boolean; piped: Searcher | null }
type Context = CommandContext<ParamsOf<typeof PARAMETERS>, State>;

function searchFiles(ctx: Context, paths: string[], literal: boolean): void {
  const items = requireItems(ctx, NAME);
  for (const path of paths) {
    for (const item of itemsOrError(ctx, NAME, items, literal ? path.replace(/([*?[\]])/g, '`$1') : path)) {
      if (item.isDirectory || ctx.state.done) continue;
      const text = tryItem(ctx, NAME, item.fullName, () => items.readText(item.fullName));
      if (text === undefined) continue;
      const lines = text.split(/\r?\n/);
      if (lines[lines.length - 1] === '') lines.pop();
      const searcher = new Searcher(ctx, item.fullName);
      for (const line of lines) if (!searcher.feed(line)) break;
      searcher.finish();
    }
  }
}

/** -Context as [before, after]: one number is both; negative numbers and more than two are refused. */
function contextOf(ctx: Context): [number, number] | null {
  const c = ctx.params.Context;
  if (c === undefined) return null;
  if (c.length < 1 || c.length > 2 || c.some((n) => n < 0)) {
    ctx.throwTerminating(cmdletError(NAME, 'Cannot validate argument on parameter \'Context\'. The context takes one or two non-negative numbers.',
      'ParameterArgumentValidationError', 'InvalidData', c, 'System.Management.Automation.ParameterBindingValidationException'));
  }
  return [c[0], c[1] ?? c[0]];
}

/** One input's search (the piped lines, or one file): numbers lines, keeps context, writes each match once complete. */
class Searcher {
  private lineNumber = 0;
  private readonly before: string[] = [];
  private readonly pending: MatchInfo[] = [];
  private readonly context: [number, number] | null;
  private stopped = false;

  constructor(private readonly ctx: Context, private readonly file: string | null) {
    this.context = contextOf(ctx);
  }

  /** False once this input needs no more lines (-List or -Quiet found its match). */
  feed(line: string): boolean {
    if (this.stopped) return false;
    const lineNumber = ++this.lineNumber;
    for (const m of this.pending) if (m.context!.post.length < this.context![1]) m.context!.post.push(line);
    this.flush(false);
    const info = matchLine(this.ctx, line, lineNumber, this.file);
    if (info !== null) this.found(info);
    if (this.context !== null && this.context[0] > 0) {
      this.before.push(line);
      if (this.before.length > this.context[0]) this.before.shift();
    }
    return !this.stopped;
  }

  finish(): void { this.flush(true); }

  private found(info: MatchInfo): void {
    if (this.ctx.params.Quiet === true) { this.ctx.writeOutput(true, false); this.ctx.state.done = true; this.stopped = true; return; }
    if (this.context !== null) info.context = { pre: [...this.before], post: [] };
    this.pending.push(info);
    if (this.ctx.params.List === true) this.stopped = true;
    this.flush(this.stopped);
  }

  /** Writes the matches whose after-context is complete (all of them at the end of the input). */
  private flush(all: boolean): void {
    while (this.pending.length > 0) {
      const m = this.pending[0];
      if (!all && m.context !== null && m.context.post.length < this.context![1]) return;
      this.pending.shift();
      this.ctx.writeOutput(this.ctx.params.Raw === true ? m.line : m, false);
    }
  }
}

function matchLine(ctx: Context, line: string, lineNumber: number, file: string | null): MatchInfo | null {
  const patterns = ctx.params.Pattern;
  const ignoreCase = ctx.params.CaseSensitive !== true;
  const notMatch = ctx.params.NotMatch === true;
  let hit = -1;
  let matches: unknown[] = [];
  for (let i = 0; i < patterns.length && hit < 0; i++) {
    if (ctx.params.SimpleMatch === true) {
      if ((ignoreCase ? line.toLowerCase().indexOf(patterns[i].toLowerCase()) : line.indexOf(patterns[i])) >= 0) hit = i;
      continue;
    }
    const c = compileRegex(patterns[i], ignoreCase);
    const found = ctx.params.AllMatches === true && !notMatch ? allMatches(c, line) : [execAt(c, line)].filter((m) => m !== null);
    if (found.length > 0) { hit = i; matches = found.map((m) => toMatchObject(c, m)); }
  }
  if ((hit >= 0) === notMatch) return null;
  // With -NotMatch no pattern matched; the first is reported, and Matches is empty (as with -SimpleMatch).
  return new MatchInfo(line, lineNumber, patterns[notMatch ? 0 : hit], ignoreCase, notMatch ? [] : matches, file);
}
