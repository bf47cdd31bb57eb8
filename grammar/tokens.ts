// Token types of the svc dialect. The tokenizer (lexer.ts) is hand-written because PowerShell's
// tokenisation depends on context (about_Parsing: expression mode vs argument mode); Chevrotain only
// sees the finished token vector, so every type here has the pattern Lexer.NA.
import { createToken, Lexer, type TokenType } from 'chevrotain';

const tokens: TokenType[] = [];
function tok(name: string, categories?: TokenType[]): TokenType {
  const t = categories ? createToken({ name, pattern: Lexer.NA, categories }) : createToken({ name, pattern: Lexer.NA });
  tokens.push(t);
  return t;
}

// Categories first: the parser consumes a category, the builder reads the image.
export const BinaryOp = tok('BinaryOp');
export const AssignOp = tok('AssignOp');

// Keywords (about_Reserved_Words), recognised only where a statement can start (and a few after `}`).
export const If = tok('If');
export const ElseIf = tok('ElseIf');
export const Else = tok('Else');
export const Switch = tok('Switch');
export const Foreach = tok('Foreach');
export const For = tok('For');
export const While = tok('While');
export const Do = tok('Do');
export const Until = tok('Until');
export const Try = tok('Try');
export const Catch = tok('Catch');
export const Finally = tok('Finally');
export const Trap = tok('Trap');
export const FunctionKw = tok('Function');
/** `class` and `enum` (about_Classes, about_Enum): a type definition follows. */
export const TypeKw = tok('TypeKw');
export const Return = tok('Return');
export const Throw = tok('Throw');
export const Exit = tok('Exit');
export const Break = tok('Break');
export const Continue = tok('Continue');
export const Param = tok('Param');
export const NamedBlock = tok('NamedBlock'); // begin / process / end / clean
export const In = tok('In');
export const Default = tok('Default');

// Punctuation.
export const LParen = tok('LParen');
export const InvokeParen = tok('InvokeParen'); // `(` right after a member name: a method call
export const RParen = tok('RParen');
export const LCurly = tok('LCurly');
/** `{` right after a member name: a method call with one script block argument (`$a.ForEach{ $_ }`, about_Intrinsic_Members). */
export const InvokeCurly = tok('InvokeCurly', [LCurly]);
export const RCurly = tok('RCurly');
export const AtLCurly = tok('AtLCurly');
export const DollarLParen = tok('DollarLParen');
export const AtLParen = tok('AtLParen');
export const IndexOpen = tok('IndexOpen'); // `[` or `?[` right after an operand
export const LBracket = tok('LBracket'); // a `[` that starts no type: always a syntax error
export const RBracket = tok('RBracket');
export const Comma = tok('Comma');
export const Semi = tok('Semi');
export const NewLine = tok('NewLine');
export const Pipe = tok('Pipe');
export const Dot = tok('Dot'); // `.` or `?.` member access
export const ColonColon = tok('ColonColon');
export const Question = tok('Question');
export const Colon = tok('Colon');
export const InvokeOp = tok('InvokeOp'); // `&` or `.` before a command
export const Label = tok('Label');
export const ChainOp = tok('ChainOp'); // `&&` / `||` (about_Pipeline_Chain_Operators): parsed, reported as unsupported

// Operators (images are normalised by the builder).
export const AdditiveOp = tok('AdditiveOp', [BinaryOp]);
export const OtherBinaryOp = tok('OtherBinaryOp', [BinaryOp]);
export const SplitJoinOp = tok('SplitJoinOp', [BinaryOp]);
export const NotOp = tok('NotOp'); // -not ! -bnot
export const PrefixIncDec = tok('PrefixIncDec');
export const PostfixIncDec = tok('PostfixIncDec');
export const Assign = tok('Assign', [AssignOp]); // plain `=`, needed alone in hashtables and attributes
export const CompoundAssign = tok('CompoundAssign', [AssignOp]);

// Operands.
export const Variable = tok('Variable');
export const SplatVariable = tok('SplatVariable');
export const Number = tok('Number');
export const SQString = tok('SQString');
export const DQString = tok('DQString');
export const SQHereString = tok('SQHereString');
export const DQHereString = tok('DQHereString');
export const BareWord = tok('BareWord');
export const CommandName = tok('CommandName');
export const Parameter = tok('Parameter');
export const ParameterColon = tok('ParameterColon');
export const TypeLiteral = tok('TypeLiteral');
/** A type literal directly followed by an operand (`[int]$x`): a cast. The lexer retypes it, so the parser needs no gate. */
export const CastType = tok('CastType', [TypeLiteral]);
export const AttributeOpen = tok('AttributeOpen'); // `[Name(`
export const MemberName = tok('MemberName');
export const Identifier = tok('Identifier'); // a bare name in expression mode (attribute arguments)
export const FunctionName = tok('FunctionName');
export const FileRedirect = tok('FileRedirect');
export const MergeRedirect = tok('MergeRedirect');
export const Unknown = tok('Unknown');

export const allTokens: readonly TokenType[] = tokens;

export const keywords: ReadonlyMap<string, TokenType> = new Map([
  ['if', If], ['elseif', ElseIf], ['else', Else], ['switch', Switch], ['foreach', Foreach], ['for', For],
  ['while', While], ['do', Do], ['until', Until], ['try', Try], ['catch', Catch], ['finally', Finally],
  ['trap', Trap], ['function', FunctionKw], ['filter', FunctionKw], ['return', Return], ['throw', Throw],
  ['exit', Exit], ['break', Break], ['continue', Continue], ['param', Param], ['begin', NamedBlock],
  ['process', NamedBlock], ['end', NamedBlock], ['clean', NamedBlock], ['in', In], ['default', Default],
  ['class', TypeKw], ['enum', TypeKw],
]);

/** Keywords that may follow a `}` on the same statement (if/try/do), so they are keywords in expression mode too. */
export const continuationKeywords: ReadonlySet<string> = new Set(['else', 'elseif', 'catch', 'finally', 'while', 'until', 'in', 'default',
  'begin', 'process', 'end', 'clean', 'param']);

/** Dash operators (about_Comparison_Operators etc.), without the case prefix, mapped to their token type. */
const caseVariant = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'notlike', 'match', 'notmatch', 'contains',
  'notcontains', 'in', 'notin', 'replace'];
export const dashOperators: ReadonlyMap<string, TokenType> = (() => {
  const m = new Map<string, TokenType>();
  for (const op of caseVariant) for (const p of ['', 'c', 'i']) m.set(p + op, OtherBinaryOp);
  for (const p of ['', 'c', 'i']) m.set(p + 'split', SplitJoinOp);
  m.set('join', SplitJoinOp);
  for (const op of ['is', 'isnot', 'as', 'and', 'or', 'xor', 'band', 'bor', 'bxor', 'shl', 'shr', 'f']) m.set(op, OtherBinaryOp);
  m.set('not', NotOp);
  m.set('bnot', NotOp);
  return m;
})();
