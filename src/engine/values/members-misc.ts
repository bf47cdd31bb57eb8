// Members of script blocks, type objects, regex objects and matches, and StringBuilder (about_Script_Blocks,
// about_Regular_Expressions). ScriptBlock.Invoke goes back to the interpreter through the ValueContext.
import { enumInfo, toEnum } from './enums.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { arity, intArg, strArg } from './member-helpers.js';
import { allMatches, compileRegex, execAt, toMatchObject } from './regex.js';
import { formatOperator, regexReplace, regexSplit } from './string-operators.js';
import { PSRegex, PSStringBuilder, RegexGroup, RegexMatch } from './runtime-classes.js';
import { scriptBlockText, toStringValue } from './to-string.js';
import { resolveTypeName } from './type-table.js';
import { PSHashtable, PSTypeValue, ScriptBlockValue } from './types.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const miscMembers: MemberTable[] = [];
const add = tableAdder(miscMembers);

add(ScriptBlockValue, {
  properties: {
    File: (sb: ScriptBlockValue) => sb.file,
    IsFilter: () => false,
    Module: () => null,
  },
  methods: {
    Invoke: (sb: ScriptBlockValue, args, ctx) => ctx.invokeScriptBlock(sb, null, args),
    InvokeReturnAsIs: (sb: ScriptBlockValue, args, ctx) => { const r = ctx.invokeScriptBlock(sb, null, args); return r.length === 1 ? r[0] : r; },
    GetNewClosure: (sb: ScriptBlockValue, _a, ctx) => (ctx.newClosure ? ctx.newClosure(sb) : sb),
    ToString: (sb: ScriptBlockValue) => scriptBlockText(sb),
  },
});

function baseTypeOf(t: PSTypeValue): PSTypeValue | null {
  if (t.fullName === 'System.Object') return null;
  if (t.fullName.endsWith('[]')) return new PSTypeValue('System.Array');
  return new PSTypeValue('System.Object');
}

add(PSTypeValue, {
  properties: {
    Name: (t: PSTypeValue) => t.name,
    FullName: (t: PSTypeValue) => t.fullName,
    Namespace: (t: PSTypeValue) => { const i = t.fullName.lastIndexOf('.'); return i < 0 ? '' : t.fullName.slice(0, i); },
    IsArray: (t: PSTypeValue) => t.fullName.endsWith('[]'),
    BaseType: (t: PSTypeValue) => baseTypeOf(t),
  },
  methods: {
    ToString: (t: PSTypeValue) => t.fullName,
    Equals: (t: PSTypeValue, args) => {
      const other = args[0] instanceof PSTypeValue ? args[0].fullName : resolveTypeName(toStringValue(args[0]));
      return other !== null && other.toLowerCase() === t.fullName.toLowerCase();
    },
  },
});

function regexOf(r: PSRegex) {
  return compileRegex(r.pattern, r.options.some((o) => /ignorecase/i.test(o)), r.options.some((o) => /multiline/i.test(o)),
    r.options.some((o) => /singleline/i.test(o)));
}

add(PSRegex, {
  typeName: 'System.Text.RegularExpressions.Regex',
  properties: { Options: (r: PSRegex) => toEnum(r.options.length ? r.options.join(',') : 'None', enumInfo('System.Text.RegularExpressions.RegexOptions')!) },
  methods: {
    Match: (r: PSRegex, args) => { arity('Match', args, 1, 2); const c = regexOf(r); return toMatchObject(c, execAt(c, strArg(args, 0), args.length > 1 ? intArg(args, 1) : 0)); },
    Matches: (r: PSRegex, args) => { arity('Matches', args, 1); const c = regexOf(r); return allMatches(c, strArg(args, 0)).map((m) => toMatchObject(c, m)); },
    IsMatch: (r: PSRegex, args) => { arity('IsMatch', args, 1); return execAt(regexOf(r), strArg(args, 0)) !== null; },
    // Replace(input, replacement[, count]) and Split(input[, count]): the instance overloads take a count.
    Replace: (r: PSRegex, args, ctx) => {
      arity('Replace', args, 2, 3);
      return regexReplace(strArg(args, 0), regexOf(r), args[1], ctx, args.length > 2 ? intArg(args, 2) : -1);
    },
    Split: (r: PSRegex, args) => { arity('Split', args, 1, 2); return regexSplit(strArg(args, 0), regexOf(r), args.length > 1 ? Math.max(0, intArg(args, 1)) : 0); },
    ToString: (r: PSRegex) => r.pattern,
  },
});

function groupsTable(m: RegexMatch): PSHashtable {
  const h = new PSHashtable(true);
  m.groups.forEach((g, i) => {
    h.set(i, g);
    if (!/^\d+$/.test(g.name)) h.set(g.name, g);
  });
  return h;
}

add(RegexGroup, {
  typeName: (g: RegexGroup) => (g instanceof RegexMatch ? 'System.Text.RegularExpressions.Match' : 'System.Text.RegularExpressions.Group'),
  properties: {
    Value: (g: RegexGroup) => g.value,
    Index: (g: RegexGroup) => g.index,
    Length: (g: RegexGroup) => g.value.length,
    Success: (g: RegexGroup) => g.success,
    Name: (g: RegexGroup) => g.name,
    Groups: (g: RegexGroup) => (g instanceof RegexMatch ? groupsTable(g) : null),
    Captures: (g: RegexGroup) => (g.success ? [g] : []),
  },
  methods: { ToString: (g: RegexGroup) => g.value },
});

add(PSStringBuilder, {
  typeName: 'System.Text.StringBuilder',
  properties: { Length: (b: PSStringBuilder) => b.text.length },
  methods: {
    Append: (b: PSStringBuilder, args) => { b.parts.push(toStringValue(args[0])); return b; },
    AppendLine: (b: PSStringBuilder, args) => { b.parts.push((args.length ? toStringValue(args[0]) : '') + '\n'); return b; },
    AppendFormat: (b: PSStringBuilder, args) => { b.parts.push(formatOperator(strArg(args, 0), args.slice(1))); return b; },
    Insert: (b: PSStringBuilder, args) => { const t = b.text; const i = intArg(args, 0); b.parts = [t.slice(0, i) + toStringValue(args[1]) + t.slice(i)]; return b; },
    Clear: (b: PSStringBuilder) => { b.parts = []; return b; },
    ToString: (b: PSStringBuilder) => b.text,
  },
});
