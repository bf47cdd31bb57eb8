// Select-String (sls): finds text in the piped strings (the cmdlet reference, Select-String; MatchString.cs's rules).
// Each input object is one line, numbered from 1 in input order. Patterns are regular expressions, case-insensitive
// unless -CaseSensitive; -SimpleMatch searches for the literal text and leaves Matches empty. The first pattern that
// matches is reported, with its first match (every match with -AllMatches). -NotMatch inverts; -Quiet writes one
// Boolean; -Raw writes the matching lines instead of MatchInfo objects.
import { defineCommand } from '../declaration.js';
import type { CommandContext } from '../declaration.js';
import { allMatches, compileRegex, execAt, tableAdder, toMatchObject, toStringValue as toText, type MemberTable } from '../../values/index.js';

/** Microsoft.PowerShell.Commands.MatchInfo for text that came down the pipeline (Path and Filename 'InputStream'). */
export class MatchInfo {
  constructor(
    readonly line: string, readonly lineNumber: number, readonly pattern: string, readonly ignoreCase: boolean,
    readonly matches: unknown[],
  ) {}
}

/** MatchInfo's members (installed with the other tables by installMemberTables, from createSession). */
export const matchInfoMembers: MemberTable[] = [];
tableAdder(matchInfoMembers)(MatchInfo, {
  typeName: 'Microsoft.PowerShell.Commands.MatchInfo',
  properties: {
    IgnoreCase: (m: MatchInfo) => m.ignoreCase,
    LineNumber: (m: MatchInfo) => m.lineNumber,
    Line: (m: MatchInfo) => m.line,
    Filename: () => 'InputStream',
    Path: () => 'InputStream',
    Pattern: (m: MatchInfo) => m.pattern,
    Context: () => null,
    Matches: (m: MatchInfo) => m.matches,
  },
  methods: { ToString: (m: MatchInfo) => m.line },
  // Input that did not come from a file shows as its line alone.
  toString: (m: MatchInfo) => m.line,
});

export const selectString = defineCommand({
  name: 'Select-String',
  aliases: ['sls'],
  synopsis: 'Finds text in strings.',
  description: 'Writes a MatchInfo (Line, LineNumber, Matches, Pattern) for each piped line that matches a pattern.',
  outputType: 'Microsoft.PowerShell.Commands.MatchInfo',
  parameters: [
    { name: 'InputObject', type: 'object', mandatory: true, valueFromPipeline: true, allowNull: true, allowEmptyString: true, help: 'The text to search, one line per object.' },
    { name: 'Pattern', type: 'string[]', position: 0, mandatory: true, help: 'Regular expressions (or text with -SimpleMatch).' },
    { name: 'SimpleMatch', type: 'switch', help: 'Searches for the literal text instead of a regular expression.' },
    { name: 'CaseSensitive', type: 'switch', help: 'Matches case-sensitively.' },
    { name: 'AllMatches', type: 'switch', help: 'Reports every match in a line, not only the first.' },
    { name: 'NotMatch', type: 'switch', help: 'Writes the lines that do not match.' },
    { name: 'Quiet', type: 'switch', help: 'Writes True when some line matches, else False.' },
    { name: 'Raw', type: 'switch', help: 'Writes the matching lines as strings.' },
  ],
  examples: [
    { code: "'apple','banana' | Select-String an", remarks: 'Writes banana.' },
    { code: "('a1b22' | Select-String '\\d+' -AllMatches).Matches.Value", remarks: 'Writes 1 and 22.' },
  ],
  begin(ctx) { ctx.state.lineNumber = 0; ctx.state.found = false; },
  process(ctx) {
    if (!ctx.bound.has('InputObject') || ctx.state.done === true) return;
    const lineNumber = (ctx.state.lineNumber as number) + 1;
    ctx.state.lineNumber = lineNumber;
    const line = ctx.params.InputObject === null ? '' : toText(ctx.params.InputObject);
    const info = matchLine(ctx, line, lineNumber);
    if (info === null) return;
    if (ctx.params.Quiet === true) { ctx.writeOutput(true, false); ctx.state.done = true; return; }
    ctx.writeOutput(ctx.params.Raw === true ? line : info, false);
  },
  end(ctx) {
    if (ctx.params.Quiet === true && ctx.state.done !== true) ctx.writeOutput(false, false);
  },
});

function matchLine(ctx: CommandContext, line: string, lineNumber: number): MatchInfo | null {
  const patterns = ctx.params.Pattern as string[];
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
  return new MatchInfo(line, lineNumber, patterns[notMatch ? 0 : hit], ignoreCase, notMatch ? [] : matches);
}
