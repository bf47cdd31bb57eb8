// Expressions (about_Operators, about_Operator_Precedence): operators, operands, strings, hashtables and
// script blocks. Pipelines and commands are in command-parser.ts, statements in parser.ts, which extends
// both and runs Chevrotain's self-analysis.
import { EmbeddedActionsParser, type IOrAlt, type IToken, type ParserMethod } from 'chevrotain';
import type * as A from './ast.js';
import * as B from './build.js';
import { codedMessages } from './parse-errors.js';
import { contentOf, stringNode } from './strings.js';
import * as T from './tokens.js';
import type { BodyParts } from './parser.js';

/** An expandable string whose parts are filled once the parse is over (they may need a nested parse). */
export interface PendingString { readonly node: A.ExpandableStringExpression; readonly token: IToken; readonly kind: 'DQ' | 'DQHere' | 'Bare' }
/** An error found by an action rather than by the grammar (e.g. a `try` without `catch`). */
export interface SemanticError {
  readonly id: string;
  readonly message: string;
  readonly at: A.Extent;
  readonly incomplete: boolean;
  /** Report at the start of `at` (an offending token) rather than at its end (where something is missing). */
  readonly atStart?: boolean;
}

/** What an action-guarded expression yields while Chevrotain records the grammar (its ACTION gives undefined too). */
export const NONE = undefined as never;

export abstract class ExpressionParser extends EmbeddedActionsParser {
  source = '';
  /** OR alternatives that capture no locals are built once (Chevrotain's advice: no allocation per call). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected readonly alts: Record<string, any> = {};
  pending: PendingString[] = [];
  /** The operand an action-free cached alternative builds on (set just before the OR that reads it first thing). */
  protected leftOperand: A.Expression = NONE;
  private postfixTarget: A.Expression = NONE;
  semanticErrors: SemanticError[] = [];

  abstract scriptBody: ParserMethod<[], BodyParts>;
  abstract statementList: ParserMethod<[], { statements: A.Statement[]; traps: A.Trap[] }>;
  abstract statement: ParserMethod<[], A.Statement>;
  abstract attribute: ParserMethod<[], A.Attribute>;
  abstract pipeline: ParserMethod<[], A.Pipeline | A.Assignment>;

  /** `validate` runs Chevrotain's grammar checks (ambiguities, left recursion): done by the tests, skipped at start-up. */
  constructor(validate: boolean) {
    super(T.allTokens as never, { recoveryEnabled: true, maxLookahead: 1, errorMessageProvider: codedMessages, skipValidations: !validate });
  }

  /** An expression: binary operators over comma lists (about_Operator_Precedence). */
  expression = this.RULE('expression', (): A.Expression => this.binaryChain(this.arrayOperand, this.expression));

  /** A method or attribute argument: as `expression`, but a comma separates arguments instead of making an array. */
  argumentExpression = this.RULE('argumentExpression', (): A.Expression => this.binaryChain(this.unary, this.argumentExpression));

  /**
   * Binary operators in one flat loop (precedence is applied by B.binaryTree), then an optional PowerShell 7
   * ternary. This is the hottest path of the parser, so it allocates as little as it can: actions test
   * RECORDING_PHASE instead of wrapping a closure in ACTION(), and repetitions are an OPTION whose closure is
   * built once (reading `leftOperand`) around an AT_LEAST_ONE, since a MANY allocates on every call.
   */
  private binaryChain(operand: ParserMethod<[], A.Expression>, whole: ParserMethod<[], A.Expression>): A.Expression {
    const isArgument = operand === this.unary;
    const first = this.SUBRULE(operand);
    this.leftOperand = first;
    const chain: { ops: IToken[]; operands: A.Expression[] } | undefined = this.OPTION3(isArgument
      ? (this.alts.argumentOperators ??= this.binaryOperators(operand))
      : (this.alts.expressionOperators ??= this.binaryOperators(operand)));
    const rest: readonly [A.Expression, A.Expression] | undefined = this.OPTION2(isArgument
      ? (this.alts.argumentTernary ??= this.ternaryTail(whole))
      : (this.alts.expressionTernary ??= this.ternaryTail(whole)));
    if (this.RECORDING_PHASE) return NONE;
    const cond = chain ? B.binaryTree(chain.operands.map((x, k) => B.orMissing(x, chain.ops[Math.max(0, k - 1)])), chain.ops) : first;
    return rest
      ? { kind: 'TernaryExpression', condition: cond, ifTrue: B.orMissing(rest[0], cond), ifFalse: B.orMissing(rest[1], cond), extent: B.span(cond, rest[1]) }
      : cond;
  }

  /** `? ifTrue : ifFalse` (an OPTION's closure, built once per expression rule). */
  private ternaryTail(whole: ParserMethod<[], A.Expression>): () => readonly [A.Expression, A.Expression] {
    return () => {
      this.CONSUME(T.Question);
      const t = this.SUBRULE(whole);
      this.CONSUME(T.Colon);
      const f = this.SUBRULE2(whole);
      return [t, f] as const;
    };
  }

  /** `op operand` one or more times after `leftOperand` (an OPTION's closure, built once per operand rule). */
  private binaryOperators(operand: ParserMethod<[], A.Expression>): () => { ops: IToken[]; operands: A.Expression[] } {
    return () => {
      const ops: IToken[] = [];
      const operands = [this.leftOperand]; // read before the nested rules overwrite it
      this.AT_LEAST_ONE(() => {
        ops.push(this.CONSUME(T.BinaryOp));
        operands.push(this.SUBRULE2(operand));
      });
      return { ops, operands };
    };
  }

  /** The comma operator binds tighter than every binary operator: `1,2 + 3` is `(1,2) + 3`. */
  arrayOperand = this.RULE('arrayOperand', (): A.Expression => {
    const lead: IToken | undefined = this.OPTION(this.alts.leadComma ??= () => this.CONSUME(T.Comma));
    const first = this.SUBRULE(this.unary);
    this.leftOperand = first;
    const items: A.Expression[] | undefined = this.OPTION2(this.alts.commaItems ??= () => {
      const list = [this.leftOperand]; // read before the nested rules overwrite it
      this.AT_LEAST_ONE(() => {
        this.CONSUME2(T.Comma);
        list.push(this.SUBRULE2(this.unary));
      });
      return list;
    });
    if (this.RECORDING_PHASE) return NONE;
    if (!items && !lead) return first;
    const valid = (items ?? [first]).map((x) => B.orMissing(x, lead));
    return { kind: 'ArrayLiteral', elements: valid, extent: B.span(lead ?? valid[0], valid[valid.length - 1]) };
  });

  /** Prefix operators and casts (right to left): `-not`, `!`, `-bnot`, `-`, `+`, `-split`, `-join`, `++`, `--`, `[int]`. */
  unary = this.RULE('unary', (): A.Expression => this.OR(this.alts.unary ??= { IGNORE_AMBIGUITIES: true, DEF: [
    {
      ALT: () => {
        const op: IToken = this.OR2(this.alts.prefix ??= [
          { ALT: () => this.CONSUME(T.NotOp) },
          { ALT: () => this.CONSUME(T.AdditiveOp) },
          { ALT: () => this.CONSUME(T.SplitJoinOp) },
          { ALT: () => this.CONSUME(T.PrefixIncDec) },
        ]);
        const operand = this.SUBRULE(this.unary);
        if (this.RECORDING_PHASE) return NONE;
        return { kind: 'UnaryExpression', operator: B.unaryOperator(op), operand: B.orMissing(operand, op), extent: B.span(op, operand) };
      },
    },
    {
      ALT: () => {
        const t = this.CONSUME(T.CastType);
        const operand = this.SUBRULE2(this.unary);
        if (this.RECORDING_PHASE) return NONE;
        return { kind: 'ConvertExpression', type: B.typeName(t), operand: B.orMissing(operand, t), extent: B.span(t, operand) };
      },
    },
    { ALT: () => this.SUBRULE(this.postfix) },
  ] }));

  /** A primary followed by member access, method calls, indexing and `++`/`--` (no whitespace before them). */
  postfix = this.RULE('postfix', (): A.Expression => {
    // The primary alternatives are inlined (not a SUBRULE): one rule call less per operand.
    const e: A.Expression = this.OR(this.primaryAlternatives());
    // OPTION + AT_LEAST_ONE instead of MANY: a MANY allocates on every call, and most operands have no postfix.
    this.postfixTarget = e;
    return this.OPTION2(this.alts.postfixChain ??= () => this.postfixOperators()) ?? e;
  });

  /** One or more postfix operators after `postfixTarget`; returns the outermost node. */
  private postfixOperators(): A.Expression {
    let e = this.postfixTarget;
    this.AT_LEAST_ONE(() => {
      this.postfixTarget = e;
      e = this.OR3(this.alts.postfixOps ??= [
        { ALT: () => this.memberAccess() },
        {
          ALT: () => {
            const target = this.postfixTarget; // read before the nested rules overwrite it
            const open = this.CONSUME(T.IndexOpen);
            const index = this.SUBRULE(this.expression);
            const close = this.CONSUME(T.RBracket);
            if (this.RECORDING_PHASE) return NONE;
            return { kind: 'IndexExpression', target, index: B.orMissing(index, open), nullConditional: open.image === '?[', extent: B.span(target, close) };
          },
        },
        {
          ALT: () => {
            const op = this.CONSUME(T.PostfixIncDec);
            if (this.RECORDING_PHASE) return NONE;
            const target = this.postfixTarget;
            return { kind: 'UnaryExpression', operator: op.image === '++' ? 'postIncrement' : 'postDecrement', operand: target, extent: B.span(target, op) };
          },
        },
      ]);
    });
    return e;
  }

  /** `.Name`, `::Name`, `.Name(args)` after `postfixTarget`. */
  private memberAccess(): A.Expression {
    const target = this.postfixTarget; // read before the nested rules overwrite it
    const dot: IToken = this.OR2(this.alts.dot ??= [{ ALT: () => this.CONSUME(T.Dot) }, { ALT: () => this.CONSUME(T.ColonColon) }]);
    const member = this.SUBRULE(this.memberName);
    const args = this.OPTION(this.alts.invokeArgs ??= () => this.OR4(this.alts.invokeForms ??= [
      { ALT: () => this.SUBRULE(this.invokeArguments) },
      { ALT: () => this.SUBRULE(this.invokeScriptBlock) },
    ])) as { list: A.Expression[]; close: IToken } | undefined;
    if (this.RECORDING_PHASE) return NONE;
    const isStatic = dot.tokenType === T.ColonColon;
    const nullConditional = dot.image === '?.';
    const m = B.orMissing(member, dot);
    return args
      ? { kind: 'InvokeMemberExpression', target, member: m, arguments: args.list, isStatic, nullConditional, extent: B.span(target, args.close) }
      : { kind: 'MemberExpression', target, member: m, isStatic, nullConditional, extent: B.span(target, m) };
  }

  memberName = this.RULE('memberName', (): A.Expression => this.OR(this.alts.memberName ??= [
    // `$Matches.0` names the key 0, a number (a hashtable's int key), as PowerShell's parser reads a numeric member.
    { ALT: () => { const t = this.CONSUME(T.MemberName); return /^\d+$/.test(t.image) ? B.numberConstant(t) : this.bareWord(t); } },
    { ALT: () => this.SUBRULE(this.primary) },
  ]));

  invokeArguments = this.RULE('invokeArguments', (): { list: A.Expression[]; close: IToken } => {
    this.CONSUME(T.InvokeParen);
    const list: A.Expression[] = [];
    this.OPTION(() => {
      list.push(this.SUBRULE(this.argumentExpression));
      this.MANY(() => {
        this.CONSUME(T.Comma);
        list.push(this.SUBRULE2(this.argumentExpression));
      });
    });
    const close = this.CONSUME(T.RParen);
    return { list, close };
  }, { recoveryValueFunc: () => ({ list: [], close: undefined as unknown as IToken }) });

  primary = this.RULE('primary', (): A.Expression => this.OR(this.primaryAlternatives()));

  private primaryAlternatives(): IOrAlt<A.Expression>[] {
    return this.alts.primary ??= [
    { ALT: () => { const t = this.CONSUME(T.Variable); return this.RECORDING_PHASE ? NONE : B.variable(t); } },
    { ALT: () => { const t = this.CONSUME(T.SplatVariable); return this.RECORDING_PHASE ? NONE : B.variable(t, true); } },
    { ALT: () => { const t = this.CONSUME(T.Number); return this.RECORDING_PHASE ? NONE : B.numberConstant(t); } },
    { ALT: () => { const t = this.CONSUME(T.SQString); return this.RECORDING_PHASE ? NONE : this.stringOf(t, 'SQ'); } },
    { ALT: () => { const t = this.CONSUME(T.DQString); return this.RECORDING_PHASE ? NONE : this.stringOf(t, 'DQ'); } },
    { ALT: () => { const t = this.CONSUME(T.SQHereString); return this.RECORDING_PHASE ? NONE : this.stringOf(t, 'SQHere'); } },
    { ALT: () => { const t = this.CONSUME(T.DQHereString); return this.RECORDING_PHASE ? NONE : this.stringOf(t, 'DQHere'); } },
    { ALT: () => { const t = this.CONSUME(T.BareWord); return this.RECORDING_PHASE ? NONE : this.stringOf(t, 'Bare'); } },
    { ALT: () => { const t = this.CONSUME(T.TypeLiteral); return this.RECORDING_PHASE ? NONE : { kind: 'TypeExpression', type: B.typeName(t), extent: B.span(t) }; } },
    { ALT: () => this.SUBRULE(this.parenExpression) },
    { ALT: () => this.SUBRULE(this.subExpression) },
    { ALT: () => this.SUBRULE(this.hashtable) },
    { ALT: () => this.SUBRULE(this.scriptBlockExpression) },
  ];
  }

  parenExpression = this.RULE('parenExpression', (): A.ParenExpression => {
    const open = this.CONSUME(T.LParen);
    this.MANY(() => this.CONSUME(T.NewLine));
    const p = this.SUBRULE(this.pipeline);
    this.MANY2(() => this.CONSUME2(T.NewLine));
    const close = this.CONSUME(T.RParen);
    return this.ACTION(() => ({ kind: 'ParenExpression', pipeline: p, extent: B.span(open, close) }));
  });

  /** `$( ... )` and `@( ... )`. */
  subExpression = this.RULE('subExpression', (): A.SubExpression | A.ArrayExpression => {
    const open: IToken = this.OR(this.alts.subOpen ??= [{ ALT: () => this.CONSUME(T.DollarLParen) }, { ALT: () => this.CONSUME(T.AtLParen) }]);
    const list = this.SUBRULE(this.statementList);
    const close = this.CONSUME(T.RParen);
    return this.ACTION(() => {
      const body = B.statementBlock(open, close, list?.statements ?? [], list?.traps ?? []);
      return { kind: open.tokenType === T.AtLParen ? 'ArrayExpression' : 'SubExpression', body, extent: B.span(open, close) };
    });
  });

  hashtable = this.RULE('hashtable', (): A.HashtableExpression => {
    const open = this.CONSUME(T.AtLCurly);
    const pairs: { key: A.Expression; value: A.Statement }[] = [];
    this.MANY(() => this.OR([
      { ALT: () => this.CONSUME(T.NewLine) },
      { ALT: () => this.CONSUME(T.Semi) },
      {
        ALT: () => {
          const key = this.SUBRULE(this.unary);
          this.CONSUME(T.Assign);
          const value = this.SUBRULE(this.statement);
          this.ACTION(() => { if (key && value) pairs.push({ key, value }); });
        },
      },
    ]));
    const close = this.CONSUME(T.RCurly);
    return this.ACTION(() => ({ kind: 'HashtableExpression', pairs, extent: B.span(open, close) }));
  });

  scriptBlockExpression = this.RULE('scriptBlockExpression', (): A.ScriptBlockExpression => {
    const scriptBlock = this.SUBRULE(this.scriptBlock);
    return this.ACTION(() => ({ kind: 'ScriptBlockExpression', scriptBlock, extent: B.span(scriptBlock) }));
  });

  scriptBlock = this.RULE('scriptBlock', (): A.ScriptBlock => {
    const open = this.CONSUME(T.LCurly);
    const parts = this.SUBRULE(this.scriptBody);
    const close = this.CONSUME(T.RCurly);
    return this.ACTION(() => this.scriptBlockNode(open, parts, close));
  });

  /** `.ForEach{ ... }`: the script block is the call's one argument (the lexer types the `{` as InvokeCurly). */
  invokeScriptBlock = this.RULE('invokeScriptBlock', (): { list: A.Expression[]; close: IToken } => {
    const open = this.CONSUME(T.InvokeCurly);
    const parts = this.SUBRULE2(this.scriptBody);
    const close = this.CONSUME2(T.RCurly);
    return this.ACTION(() => {
      const scriptBlock = this.scriptBlockNode(open, parts, close);
      return { list: [{ kind: 'ScriptBlockExpression', scriptBlock, extent: scriptBlock.extent }], close };
    });
  });

  private scriptBlockNode(open: IToken, parts: BodyParts, close: IToken): A.ScriptBlock {
    const extent = B.span(open, close);
    return { kind: 'ScriptBlock', ...parts, text: this.source.slice(extent.startOffset, extent.endOffset), extent };
  }

  protected bareWord(t: IToken): A.StringConstantExpression {
    return { kind: 'StringConstantExpression', value: t.image, stringConstantType: 'BareWord', extent: B.span(t) };
  }

  private stringOf(t: IToken, kind: 'SQ' | 'DQ' | 'SQHere' | 'DQHere' | 'Bare'): A.Expression {
    const node = stringNode(this.source, t, contentOf(t, kind), kind !== 'SQ' && kind !== 'SQHere');
    if (node.kind === 'ExpandableStringExpression') this.pending.push({ node, token: t, kind: kind as PendingString['kind'] });
    return node;
  }

  protected missingCatchOrFinally(body: A.StatementBlock | undefined): void {
    let k = 1;
    while (this.LA(k).tokenType === T.NewLine) k++;
    const atEnd = this.LA(k).tokenType.name === 'EOF';
    this.semanticErrors.push({ id: 'MissingCatchOrFinally', message: 'The Try statement is missing its Catch or Finally block.',
      at: B.span(body ?? this.LA(0)), incomplete: atEnd });
  }
}
