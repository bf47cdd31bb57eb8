// Pipelines, commands and expressions (about_Pipelines, about_Command_Syntax, about_Operators). The
// statement rules live in parser.ts, which extends this class and runs Chevrotain's self-analysis.
import { EmbeddedActionsParser, type IOrAlt, type IToken, type ParserMethod } from 'chevrotain';
import type * as A from './ast.js';
import * as B from './build.js';
import { codedMessages, pipelineChainMessage } from './parse-errors.js';
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
const NONE = undefined as never;

export abstract class ExpressionParser extends EmbeddedActionsParser {
  source = '';
  /** OR alternatives that capture no locals are built once (Chevrotain's advice: no allocation per call). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected readonly alts: Record<string, any> = {};
  pending: PendingString[] = [];
  /** The operand an action-free cached alternative builds on (set just before the OR that reads it first thing). */
  private leftOperand: A.Expression = NONE;
  private postfixTarget: A.Expression = NONE;
  semanticErrors: SemanticError[] = [];

  abstract scriptBody: ParserMethod<[], BodyParts>;
  abstract statementList: ParserMethod<[], { statements: A.Statement[]; traps: A.Trap[] }>;
  abstract statement: ParserMethod<[], A.Statement>;
  abstract attribute: ParserMethod<[], A.Attribute>;

  /** `validate` runs Chevrotain's grammar checks (ambiguities, left recursion): done by the tests, skipped at start-up. */
  constructor(validate: boolean) {
    super(T.allTokens as never, { recoveryEnabled: true, maxLookahead: 1, errorMessageProvider: codedMessages, skipValidations: !validate });
  }

  /** A pipeline, or an assignment whose right side is a statement (`$x = Get-Thing | Sort-Object`). */
  pipeline = this.RULE('pipeline', (): A.Pipeline | A.Assignment => this.OR(this.alts.pipeline ??= [
    {
      ALT: () => {
        const first = this.SUBRULE(this.command);
        return this.SUBRULE(this.pipelineTail, { ARGS: [first] });
      },
    },
    {
      ALT: () => {
        this.leftOperand = this.SUBRULE(this.expression);
        return this.OR2(this.alts.afterExpression ??= [
          {
            ALT: () => {
              const left = this.leftOperand; // read before the nested rules overwrite it
              const op = this.CONSUME(T.AssignOp);
              const right = this.SUBRULE(this.statement);
              if (this.RECORDING_PHASE) return NONE;
              return { kind: 'Assignment', left, operator: op.image as A.AssignmentOperator, right, extent: B.span(left, right ?? op) };
            },
          },
          {
            ALT: () => {
              const e = this.leftOperand;
              const redirections = this.SUBRULE(this.redirections);
              const first: A.CommandExpression = this.RECORDING_PHASE ? NONE : { kind: 'CommandExpression', expression: e, redirections,
                extent: B.span(e, redirections[redirections.length - 1] ?? e) };
              return this.SUBRULE2(this.pipelineTail, { ARGS: [first] });
            },
          },
        ]);
      },
    },
  ]));

  pipelineTail = this.RULE('pipelineTail', (first: A.PipelineElement): A.Pipeline => {
    const elements: A.PipelineElement[] = [first];
    this.MANY(() => {
      this.CONSUME(T.Pipe);
      elements.push(this.SUBRULE(this.command));
    });
    // `a && b`, `a || b` (about_Pipeline_Chain_Operators): parsed so that one clear error is reported, and
    // left out of the AST, which has no node for them. The chained pipeline is parsed and dropped.
    this.MANY2(() => {
      const op = this.CONSUME(T.ChainOp);
      this.SUBRULE(this.pipeline);
      if (!this.RECORDING_PHASE) this.pipelineChainNotSupported(op);
    });
    if (this.RECORDING_PHASE) return NONE;
    return { kind: 'Pipeline', elements, extent: B.span(first, elements[elements.length - 1]) };
  });

  redirections = this.RULE('redirections', (): A.Redirection[] => {
    const list: A.Redirection[] = [];
    this.MANY(() => list.push(this.SUBRULE(this.redirection)));
    return list;
  }, { recoveryValueFunc: () => [] });

  redirection = this.RULE('redirection', (): A.Redirection => this.OR(this.alts.redirection ??= [
    {
      ALT: () => {
        const t = this.CONSUME(T.MergeRedirect);
        return this.ACTION((): A.MergingRedirection => ({ kind: 'MergingRedirection', from: B.redirectionStream(t.image), to: 1, extent: B.span(t) }));
      },
    },
    {
      ALT: () => {
        const t = this.CONSUME(T.FileRedirect);
        const target = this.SUBRULE(this.postfix);
        return this.ACTION((): A.FileRedirection => ({ kind: 'FileRedirection', from: B.redirectionStream(t.image),
          append: t.image.endsWith('>>'), target: B.orMissing(target, t), extent: B.span(t, target) }));
      },
    },
  ]));

  /** `Name args...`, `& expr args...`, `. expr args...` (about_Command_Syntax). */
  command = this.RULE('command', (): A.Command => {
    let invoke: IToken | undefined;
    const elements: A.CommandElement[] = [];
    const redirections: A.Redirection[] = [];
    this.OR([
      {
        ALT: () => {
          invoke = this.CONSUME(T.InvokeOp);
          this.OR2([
            { ALT: () => { const n = this.CONSUME(T.CommandName); this.ACTION(() => elements.push(this.bareWord(n))); } },
            { ALT: () => { elements.push(this.SUBRULE(this.postfix)); } },
          ]);
        },
      },
      { ALT: () => { const n = this.CONSUME2(T.CommandName); this.ACTION(() => elements.push(this.bareWord(n))); } },
    ]);
    this.MANY(() => {
      const x: A.Redirection | A.CommandElement = this.OR3(this.alts.commandItem ??= [
        { ALT: () => this.SUBRULE(this.redirection) },
        { ALT: () => this.SUBRULE(this.commandElement) },
      ]);
      if (!this.RECORDING_PHASE) (x && (x.kind === 'FileRedirection' || x.kind === 'MergingRedirection') ? redirections : elements).push(x as never);
    });
    if (this.RECORDING_PHASE) return NONE;
    const last = redirections[redirections.length - 1];
    const lastEl = elements[elements.length - 1];
    const end = last && lastEl && last.extent.endOffset > lastEl.extent.endOffset ? last : lastEl ?? last;
    return { kind: 'Command', invocationOperator: invoke ? (invoke.image as '&' | '.') : null, elements, redirections,
      extent: B.span(invoke ?? elements[0], end) };
  });

  commandElement = this.RULE('commandElement', (): A.CommandElement => this.OR(this.alts.commandElement ??= [
    {
      ALT: () => {
        const p = this.CONSUME(T.Parameter);
        if (this.RECORDING_PHASE) return NONE;
        return { kind: 'CommandParameter', name: p.image.slice(1), argument: null, extent: B.span(p) };
      },
    },
    {
      ALT: () => {
        const p = this.CONSUME(T.ParameterColon);
        const arg = this.SUBRULE(this.commandArgument);
        if (this.RECORDING_PHASE) return NONE;
        return { kind: 'CommandParameter', name: p.image.slice(1, -1), argument: B.orMissing(arg, p), extent: B.span(p, arg) };
      },
    },
    { ALT: () => this.SUBRULE2(this.commandArgument) },
  ]));

  /** An argument: a primary with postfix operators, or several joined by commas into an array. */
  commandArgument = this.RULE('commandArgument', (): A.Expression => {
    const first = this.SUBRULE(this.postfix);
    let items: A.Expression[] | undefined;
    this.MANY(() => {
      this.CONSUME(T.Comma);
      const next = this.SUBRULE2(this.postfix);
      if (!this.RECORDING_PHASE) (items ??= [first]).push(next);
    });
    if (this.RECORDING_PHASE || !items) return first;
    return { kind: 'ArrayLiteral', elements: items, extent: B.span(items[0], items[items.length - 1]) };
  });

  /** An expression: binary operators over comma lists (about_Operator_Precedence). */
  expression = this.RULE('expression', (): A.Expression => this.binaryChain(this.arrayOperand, this.expression));

  /** A method or attribute argument: as `expression`, but a comma separates arguments instead of making an array. */
  argumentExpression = this.RULE('argumentExpression', (): A.Expression => this.binaryChain(this.unary, this.argumentExpression));

  /**
   * Binary operators in one flat loop (precedence is applied by B.binaryTree), then an optional PowerShell 7
   * ternary. Actions test RECORDING_PHASE instead of wrapping in ACTION(): no closure per operand (a hot path).
   */
  private binaryChain(operand: ParserMethod<[], A.Expression>, whole: ParserMethod<[], A.Expression>): A.Expression {
    const first = this.SUBRULE(operand);
    let ops: IToken[] | undefined;
    let operands: A.Expression[] | undefined;
    this.MANY(() => {
      const op = this.CONSUME(T.BinaryOp);
      const right = this.SUBRULE2(operand);
      if (this.RECORDING_PHASE) return;
      (ops ??= []).push(op);
      (operands ??= [B.orMissing(first, op)]).push(B.orMissing(right, op));
    });
    const rest = this.OPTION(() => {
      this.CONSUME(T.Question);
      const t = this.SUBRULE(whole);
      this.CONSUME(T.Colon);
      const f = this.SUBRULE2(whole);
      return [t, f] as const;
    });
    if (this.RECORDING_PHASE) return NONE;
    const cond = ops && operands ? B.binaryTree(operands, ops) : first;
    return rest
      ? { kind: 'TernaryExpression', condition: cond, ifTrue: B.orMissing(rest[0], cond), ifFalse: B.orMissing(rest[1], cond), extent: B.span(cond, rest[1]) }
      : cond;
  }

  /** The comma operator binds tighter than every binary operator: `1,2 + 3` is `(1,2) + 3`. */
  arrayOperand = this.RULE('arrayOperand', (): A.Expression => {
    const lead: IToken | undefined = this.OPTION(this.alts.leadComma ??= () => this.CONSUME(T.Comma));
    const first = this.SUBRULE(this.unary);
    let items: A.Expression[] | undefined;
    this.MANY(() => {
      this.CONSUME2(T.Comma);
      const next = this.SUBRULE2(this.unary);
      if (!this.RECORDING_PHASE) (items ??= [first]).push(next);
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
    let e: A.Expression = this.OR(this.primaryAlternatives());
    this.MANY(() => {
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
  });

  /** `.Name`, `::Name`, `.Name(args)` after `postfixTarget`. */
  private memberAccess(): A.Expression {
    const target = this.postfixTarget; // read before the nested rules overwrite it
    const dot: IToken = this.OR2(this.alts.dot ??= [{ ALT: () => this.CONSUME(T.Dot) }, { ALT: () => this.CONSUME(T.ColonColon) }]);
    const member = this.SUBRULE(this.memberName);
    const args = this.OPTION(this.alts.invokeArgs ??= () => this.SUBRULE(this.invokeArguments)) as { list: A.Expression[]; close: IToken } | undefined;
    if (this.RECORDING_PHASE) return NONE;
    const isStatic = dot.tokenType === T.ColonColon;
    const nullConditional = dot.image === '?.';
    const m = B.orMissing(member, dot);
    return args
      ? { kind: 'InvokeMemberExpression', target, member: m, arguments: args.list, isStatic, nullConditional, extent: B.span(target, args.close) }
      : { kind: 'MemberExpression', target, member: m, isStatic, nullConditional, extent: B.span(target, m) };
  }

  memberName = this.RULE('memberName', (): A.Expression => this.OR(this.alts.memberName ??= [
    { ALT: () => this.bareWord(this.CONSUME(T.MemberName)) },
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
    return this.ACTION(() => {
      const extent = B.span(open, close);
      return { kind: 'ScriptBlock', ...parts, text: this.source.slice(extent.startOffset, extent.endOffset), extent };
    });
  });

  protected bareWord(t: IToken): A.StringConstantExpression {
    return { kind: 'StringConstantExpression', value: t.image, stringConstantType: 'BareWord', extent: B.span(t) };
  }

  private stringOf(t: IToken, kind: 'SQ' | 'DQ' | 'SQHere' | 'DQHere' | 'Bare'): A.Expression {
    const node = stringNode(this.source, t, contentOf(t, kind), kind !== 'SQ' && kind !== 'SQHere');
    if (node.kind === 'ExpandableStringExpression') this.pending.push({ node, token: t, kind: kind as PendingString['kind'] });
    return node;
  }

  private pipelineChainNotSupported(op: IToken): void {
    this.semanticErrors.push({ id: 'PipelineChainNotSupported', message: pipelineChainMessage(op.image), at: B.span(op),
      incomplete: false, atStart: true });
  }

  protected missingCatchOrFinally(body: A.StatementBlock | undefined): void {
    let k = 1;
    while (this.LA(k).tokenType === T.NewLine) k++;
    const atEnd = this.LA(k).tokenType.name === 'EOF';
    this.semanticErrors.push({ id: 'MissingCatchOrFinally', message: 'The Try statement is missing its Catch or Finally block.',
      at: B.span(body ?? this.LA(0)), incomplete: atEnd });
  }
}
