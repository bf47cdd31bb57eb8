// The AST of the svc dialect of PowerShell. Node kinds take the names of PowerShell's own
// System.Management.Automation.Language classes (without the "Ast" suffix), so that the
// docs of about_* topics and of the PowerShell AST can be read alongside this file.
//
// Every node is readonly plain data (it is copied into sandbox isolates as JSON), has a
// literal `kind` and a source `extent`. Operators are normalised values, never raw token text.
import type { NumberLiteral } from './number-literal.js';

/** Where a node stands in its source. Lines and columns count from 1; offsets from 0 (end exclusive). */
export interface Extent {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly startOffset: number;
  readonly endOffset: number;
}

interface Node {
  readonly extent: Extent;
}

// ---------------------------------------------------------------------------------------------
// Script blocks, parameters, attributes

/** A whole script, a `{ ... }` script block, a function body. Statements outside begin/process/end go to `end`. */
export interface ScriptBlock extends Node {
  readonly kind: 'ScriptBlock';
  readonly paramBlock: ParamBlock | null;
  readonly beginBlock: StatementBlock | null;
  readonly processBlock: StatementBlock | null;
  readonly endBlock: StatementBlock | null;
  /** PowerShell 7.3's `clean { }`: runs after end, also after an error; its output is discarded. */
  readonly cleanBlock: StatementBlock | null;
  /** The source text of the block. For a `{ ... }` literal, the text between and including the braces. */
  readonly text: string;
}

export interface ParamBlock extends Node {
  readonly kind: 'ParamBlock';
  /** Attributes before `param`, e.g. [CmdletBinding()]. */
  readonly attributes: readonly Attribute[];
  readonly parameters: readonly Parameter[];
}

export interface Parameter extends Node {
  readonly kind: 'Parameter';
  /** Name without `$`, as written. */
  readonly name: string;
  /** Attributes such as [Parameter(Mandatory)] and [ValidateSet(...)]; type constraints go to `type`. */
  readonly attributes: readonly Attribute[];
  /** The last type constraint, e.g. [int] or [switch]; null when untyped. */
  readonly type: TypeName | null;
  readonly defaultValue: Expression | null;
}

/** `[Name(positional, Named = value, Flag)]`. A named argument without a value (`Mandatory`) has value null. */
export interface Attribute extends Node {
  readonly kind: 'Attribute';
  readonly typeName: TypeName;
  readonly positionalArguments: readonly Expression[];
  readonly namedArguments: readonly { readonly name: string; readonly value: Expression | null }[];
}

/** A type as written between brackets: `int`, `string[]`, `System.Collections.Hashtable`, `Dictionary[string,int]`. */
export interface TypeName {
  /** The full name as written, without brackets, e.g. "string[]" or "System.IO.StreamReader". */
  readonly name: string;
  readonly extent: Extent;
}

// ---------------------------------------------------------------------------------------------
// Statements

export interface StatementBlock extends Node {
  readonly kind: 'StatementBlock';
  readonly statements: readonly Statement[];
  /** `trap` statements of this block, hoisted out of `statements` (about_Trap: a trap applies to its whole block). */
  readonly traps: readonly Trap[];
}

export type Statement =
  | Pipeline
  | Assignment
  | If
  | Switch
  | ForEach
  | For
  | While
  | DoWhile
  | DoUntil
  | Break
  | Continue
  | Return
  | Exit
  | Throw
  | Try
  | Trap
  | FunctionDefinition
  | TypeDefinition
  | StatementBlock
  | PipelineChain;

/** One or more commands/expressions joined by `|`. A lone expression is a pipeline of one CommandExpression. */
export interface Pipeline extends Node {
  readonly kind: 'Pipeline';
  readonly elements: readonly PipelineElement[];
}

export type PipelineElement = Command | CommandExpression;

/**
 * `a && b || c` (about_Pipeline_Chain_Operators): `first` runs, then each link in order runs when `&&` follows a
 * success or `||` a failure ($? of the pipeline that ran last), which is the operators' left associativity.
 */
export interface PipelineChain extends Node {
  readonly kind: 'PipelineChain';
  readonly first: Pipeline;
  readonly links: readonly { readonly operator: '&&' | '||'; readonly pipeline: Pipeline }[];
}

export type AssignmentOperator = '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '??=';

export interface Assignment extends Node {
  readonly kind: 'Assignment';
  /** A VariableExpression, MemberExpression, IndexExpression, ConvertExpression (`[int]$x = ...`), or ArrayLiteral (`$a, $b = 1, 2`). */
  readonly left: Expression;
  readonly operator: AssignmentOperator;
  /** The right-hand side is a statement: `$x = if (...) {...}`, `$x = Get-Thing | Sort-Object`, `$x = $y = 1`. */
  readonly right: Statement;
}

export interface If extends Node {
  readonly kind: 'If';
  readonly clauses: readonly { readonly condition: Pipeline | Assignment; readonly body: StatementBlock }[];
  readonly elseBody: StatementBlock | null;
}

export interface SwitchFlags {
  readonly regex: boolean;
  readonly wildcard: boolean;
  readonly exact: boolean;
  readonly caseSensitive: boolean;
}

export interface Switch extends Node {
  readonly kind: 'Switch';
  readonly label: string | null;
  readonly flags: SwitchFlags;
  readonly condition: Pipeline | Assignment;
  /** A clause's test is an expression: a constant/bare word to compare, or a script block to evaluate with `$_`. */
  readonly clauses: readonly { readonly test: Expression; readonly body: StatementBlock }[];
  readonly defaultBody: StatementBlock | null;
}

export interface ForEach extends Node {
  readonly kind: 'ForEach';
  readonly label: string | null;
  readonly variable: VariableExpression;
  /** `foreach ($x in $list)`; an assignment is a pipeline too (`foreach ($x in $a = Get-Thing)`). */
  readonly collection: Pipeline | Assignment;
  readonly body: StatementBlock;
}

export interface For extends Node {
  readonly kind: 'For';
  readonly label: string | null;
  readonly initializer: Statement | null;
  readonly condition: Pipeline | Assignment | null;
  readonly iterator: Statement | null;
  readonly body: StatementBlock;
}

export interface While extends Node {
  readonly kind: 'While';
  readonly label: string | null;
  readonly condition: Pipeline | Assignment;
  readonly body: StatementBlock;
}

export interface DoWhile extends Node {
  readonly kind: 'DoWhile';
  readonly label: string | null;
  readonly condition: Pipeline | Assignment;
  readonly body: StatementBlock;
}

export interface DoUntil extends Node {
  readonly kind: 'DoUntil';
  readonly label: string | null;
  readonly condition: Pipeline | Assignment;
  readonly body: StatementBlock;
}

export interface Break extends Node {
  readonly kind: 'Break';
  /** `break outer` (label without the colon), or null. */
  readonly label: string | null;
}

export interface Continue extends Node {
  readonly kind: 'Continue';
  readonly label: string | null;
}

export interface Return extends Node {
  readonly kind: 'Return';
  readonly pipeline: Pipeline | Assignment | null;
}

export interface Exit extends Node {
  readonly kind: 'Exit';
  readonly pipeline: Pipeline | Assignment | null;
}

export interface Throw extends Node {
  readonly kind: 'Throw';
  /** `throw` alone (rethrow inside catch) has null; `throw $x = 1` throws the assigned value. */
  readonly pipeline: Pipeline | Assignment | null;
}

export interface CatchClause extends Node {
  readonly kind: 'CatchClause';
  /** Empty for a catch-all. */
  readonly types: readonly TypeName[];
  readonly body: StatementBlock;
}

export interface Try extends Node {
  readonly kind: 'Try';
  readonly body: StatementBlock;
  readonly catches: readonly CatchClause[];
  readonly finallyBody: StatementBlock | null;
}

export interface Trap extends Node {
  readonly kind: 'Trap';
  readonly type: TypeName | null;
  readonly body: StatementBlock;
}

export interface FunctionDefinition extends Node {
  readonly kind: 'FunctionDefinition';
  readonly name: string;
  readonly isFilter: boolean;
  /** Parameters written as `function f($a, $b) {}`; the body may instead have its own paramBlock. */
  readonly parameters: readonly Parameter[];
  readonly body: ScriptBlock;
}

/**
 * `class Name : Base { members }` or `enum Name : UnderlyingType { members }` (about_Classes, about_Enum). The types a
 * script defines are defined when the script starts, before its first statement runs (PowerShell defines them at
 * parse time), so a type may be used above its definition.
 */
export interface TypeDefinition extends Node {
  readonly kind: 'TypeDefinition';
  readonly typeKind: 'class' | 'enum';
  readonly name: string;
  /** `[Flags()]` before `enum`, attributes before `class`. */
  readonly attributes: readonly Attribute[];
  /** After `:`: a class's base class (and interfaces), an enum's underlying type. */
  readonly baseTypes: readonly TypeName[];
  readonly members: readonly MemberDefinition[];
}

export type MemberDefinition = PropertyMember | FunctionMember;

/** A class property (`hidden static [int] $Count = 0`) or an enum member (`Red = 1`; type null, not static). */
export interface PropertyMember extends Node {
  readonly kind: 'PropertyMember';
  readonly name: string;
  readonly type: TypeName | null;
  readonly isStatic: boolean;
  readonly isHidden: boolean;
  readonly attributes: readonly Attribute[];
  readonly initialValue: Expression | null;
}

/** A method (`[string] Name([int]$x) { }`) or a constructor (`Name() : base($x) { }`, named as its class). */
export interface FunctionMember extends Node {
  readonly kind: 'FunctionMember';
  readonly name: string;
  readonly nameExtent: Extent;
  /** The output type as written; null when none is written (the method is [void]). */
  readonly returnType: TypeName | null;
  readonly isStatic: boolean;
  readonly isHidden: boolean;
  readonly isConstructor: boolean;
  readonly parameters: readonly Parameter[];
  /** `: base(args)` of a constructor; null when not written. */
  readonly baseArguments: readonly Expression[] | null;
  readonly body: ScriptBlock;
}

// ---------------------------------------------------------------------------------------------
// Commands

export type InvocationOperator = '&' | '.' | null;

export interface Command extends Node {
  readonly kind: 'Command';
  readonly invocationOperator: InvocationOperator;
  /**
   * The first element is the command name: usually a bare-word StringConstant (`Get-Thing`),
   * or any expression after `&`/`.` (`& $sb`, `& 'my cmd'`). The rest are arguments and parameters.
   */
  readonly elements: readonly CommandElement[];
  readonly redirections: readonly Redirection[];
}

export type CommandElement = CommandParameter | Expression;

/** `-Name`, or `-Name:value` (argument set), as written in command mode. */
export interface CommandParameter extends Node {
  readonly kind: 'CommandParameter';
  /** Name without the dash, as written. */
  readonly name: string;
  /** Only for the `-Name:value` form; `-Name value` gives a separate element. */
  readonly argument: Expression | null;
}

export interface CommandExpression extends Node {
  readonly kind: 'CommandExpression';
  readonly expression: Expression;
  readonly redirections: readonly Redirection[];
}

/** Stream numbers: 1 output, 2 error, 3 warning, 4 verbose, 5 debug, 6 information; '*' all. */
export type RedirectionStream = 1 | 2 | 3 | 4 | 5 | 6 | '*';

/** `2>&1`, `*>&1`, `3>&1`. */
export interface MergingRedirection extends Node {
  readonly kind: 'MergingRedirection';
  readonly from: RedirectionStream;
  readonly to: 1;
}

/** `>$null`, `2>$null`, `> file.txt`, `>> file.txt`. */
export interface FileRedirection extends Node {
  readonly kind: 'FileRedirection';
  readonly from: RedirectionStream;
  readonly append: boolean;
  readonly target: Expression;
}

export type Redirection = MergingRedirection | FileRedirection;

// ---------------------------------------------------------------------------------------------
// Expressions

export type Expression =
  | BinaryExpression
  | UnaryExpression
  | ConvertExpression
  | TypeExpression
  | ConstantExpression
  | StringConstantExpression
  | ExpandableStringExpression
  | VariableExpression
  | ArrayLiteral
  | ArrayExpression
  | SubExpression
  | ParenExpression
  | HashtableExpression
  | ScriptBlockExpression
  | MemberExpression
  | InvokeMemberExpression
  | IndexExpression
  | TernaryExpression;

/**
 * Binary operators, normalised: the case variant is split out (`-ceq` is op 'eq' with caseSensitive true;
 * `-eq` and `-ieq` are caseSensitive false). Logical/bitwise ops have no case variant.
 */
export type BinaryOperator =
  | '+' | '-' | '*' | '/' | '%'
  | '..' | 'f'
  | 'and' | 'or' | 'xor'
  | 'band' | 'bor' | 'bxor' | 'shl' | 'shr'
  | 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'
  | 'like' | 'notlike' | 'match' | 'notmatch'
  | 'contains' | 'notcontains' | 'in' | 'notin'
  | 'replace' | 'split' | 'join'
  | 'is' | 'isnot' | 'as'
  | '??';

export interface BinaryExpression extends Node {
  readonly kind: 'BinaryExpression';
  readonly operator: BinaryOperator;
  readonly caseSensitive: boolean;
  readonly left: Expression;
  readonly right: Expression;
}

/** Unary operators: `-not`, `!`, `-bnot`, unary `-`/`+`, `-split`/`-join` in unary form, and `++`/`--` both ways. */
export type UnaryOperator =
  | 'not' | 'bnot' | '-' | '+'
  | 'split' | 'join'
  | 'preIncrement' | 'preDecrement' | 'postIncrement' | 'postDecrement';

export interface UnaryExpression extends Node {
  readonly kind: 'UnaryExpression';
  readonly operator: UnaryOperator;
  readonly operand: Expression;
}

/** A cast: `[int]$x`, `[pscustomobject]@{...}`, `[ordered]@{...}`, `[void](...)`. */
export interface ConvertExpression extends Node {
  readonly kind: 'ConvertExpression';
  readonly type: TypeName;
  readonly operand: Expression;
}

/** A type literal on its own: `[int]`, `[math]` (before `::`), `[string]` as the right of -is/-as. */
export interface TypeExpression extends Node {
  readonly kind: 'TypeExpression';
  readonly type: TypeName;
}

/** Numbers (and nothing else): type and exact value as about_Numeric_Literals gives them (grammar/number-literal.ts). */
export interface ConstantExpression extends Node, NumberLiteral {
  readonly kind: 'ConstantExpression';
  /** The literal's text when it has numeric shape but no value of its type (`0xFFFFy`, `1usgb`): a BadNumericConstant parse error. */
  readonly malformed?: string;
}

export type StringConstantType = 'SingleQuoted' | 'DoubleQuoted' | 'SingleQuotedHereString' | 'DoubleQuotedHereString' | 'BareWord';

/** A string with nothing to expand (escapes already processed). Bare words in command mode are `BareWord`. */
export interface StringConstantExpression extends Node {
  readonly kind: 'StringConstantExpression';
  readonly value: string;
  readonly stringConstantType: StringConstantType;
}

/**
 * A double-quoted string (or here-string, or bare word) with `$var`, `${var}` or `$(...)` inside. `parts`
 * alternate literal text (escapes already processed) and expressions (VariableExpression or SubExpression).
 */
export interface ExpandableStringExpression extends Node {
  readonly kind: 'ExpandableStringExpression';
  readonly parts: readonly (string | Expression)[];
  readonly stringConstantType: StringConstantType;
}

export interface VariableExpression extends Node {
  readonly kind: 'VariableExpression';
  /** Name without `$`/`@` and without a scope/drive prefix, as written: `$x` -> "x", `$script:x` -> "x", `${my var}` -> "my var". */
  readonly name: string;
  /** "script", "global", "local", "private", "env", "using" ... or null. */
  readonly scope: string | null;
  /** `@params` splatting in command arguments. */
  readonly splatted: boolean;
}

/** `1, 2, 3` (and the unary `,1`). */
export interface ArrayLiteral extends Node {
  readonly kind: 'ArrayLiteral';
  readonly elements: readonly Expression[];
}

/** `@( ... )`: always an array. */
export interface ArrayExpression extends Node {
  readonly kind: 'ArrayExpression';
  readonly body: StatementBlock;
}

/** `$( ... )`. */
export interface SubExpression extends Node {
  readonly kind: 'SubExpression';
  readonly body: StatementBlock;
}

/** `( pipeline )`; also `($x = 1)`. */
export interface ParenExpression extends Node {
  readonly kind: 'ParenExpression';
  readonly pipeline: Pipeline | Assignment;
}

export interface HashtableExpression extends Node {
  readonly kind: 'HashtableExpression';
  /** Keys are expressions (a bare key `Name = 1` is a StringConstantExpression BareWord); values are statements. */
  readonly pairs: readonly { readonly key: Expression; readonly value: Statement }[];
}

export interface ScriptBlockExpression extends Node {
  readonly kind: 'ScriptBlockExpression';
  readonly scriptBlock: ScriptBlock;
}

/** `$x.Name`, `$x.$prop`, `$x.'quoted'`, `[math]::PI` (static), `$x?.Name` (nullConditional). */
export interface MemberExpression extends Node {
  readonly kind: 'MemberExpression';
  readonly target: Expression;
  /** The member name: a StringConstantExpression for `.Name`, or any expression for `.$name`/`.($a+$b)`. */
  readonly member: Expression;
  readonly isStatic: boolean;
  readonly nullConditional: boolean;
}

/** `$x.ToUpper()`, `[math]::Round($v, 2)`, `$s.Split(',')`. */
export interface InvokeMemberExpression extends Node {
  readonly kind: 'InvokeMemberExpression';
  readonly target: Expression;
  readonly member: Expression;
  readonly arguments: readonly Expression[];
  readonly isStatic: boolean;
  readonly nullConditional: boolean;
}

/** `$a[0]`, `$a[-1]`, `$a[1..3]`, `$h['key']`, `$a[0, 2]`. */
export interface IndexExpression extends Node {
  readonly kind: 'IndexExpression';
  readonly target: Expression;
  readonly index: Expression;
  readonly nullConditional: boolean;
}

/** `$c ? $a : $b` (PowerShell 7). */
export interface TernaryExpression extends Node {
  readonly kind: 'TernaryExpression';
  readonly condition: Expression;
  readonly ifTrue: Expression;
  readonly ifFalse: Expression;
}

// ---------------------------------------------------------------------------------------------
// Parse results

export interface ParseError {
  /** PowerShell's ParseError ErrorId where one exists: MissingEndCurlyBrace, MissingEndParenthesisInExpression, TerminatorExpectedAtEndOfString, UnexpectedToken, ExpectedExpression, MissingExpressionAfterOperator, MissingCloseBracket, ... */
  readonly id: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly extent: Extent;
  /** True when more input could complete the script (an open brace, paren, string, here-string): the shell keeps reading. */
  readonly incompleteInput: boolean;
}

export interface ParseResult {
  /** Always present; on errors it holds what could be recovered (never run a script that has errors). */
  readonly ast: ScriptBlock;
  readonly errors: readonly ParseError[];
}

export type AnyNode =
  | ScriptBlock | ParamBlock | Parameter | Attribute | StatementBlock | Statement | Command | CommandParameter
  | CommandExpression | Redirection | Expression | CatchClause;
