// The grammar of the svc dialect as a Chevrotain parser with embedded actions: statements and
// pipelines (about_Parsing, about_Pipelines), script blocks, and the statement keywords. Expressions
// are in expression-parser.ts. Actions run inside ACTION() so Chevrotain's grammar recording skips them.
import type { IToken } from 'chevrotain';
import type * as A from './ast.js';
import * as B from './build.js';
import { TypeDefinitionParser } from './type-definition-parser.js';
import * as T from './tokens.js';

/** The parts of a script block body; the caller adds the extent and text. */
export interface BodyParts {
  readonly paramBlock: A.ParamBlock | null;
  readonly beginBlock: A.StatementBlock | null;
  readonly processBlock: A.StatementBlock | null;
  readonly endBlock: A.StatementBlock | null;
  readonly cleanBlock: A.StatementBlock | null;
}

/** A script reports at most this many syntax errors; the parse stops at the last one. */
export const MAX_PARSE_ERRORS = 32;

/** Thrown out of the parser once it holds MAX_PARSE_ERRORS errors; parse() reports those errors. */
export class TooManyParseErrors extends Error {}

export class PowerShellParser extends TypeDefinitionParser {
  /** Set after each item of the statement list being parsed (read by its gate before any nested list runs). */
  private separatorNeeded = false;

  constructor(validate = false) {
    super(validate);
    this.performSelfAnalysis();
    // Each recovered error costs follow-set work proportional to the nesting; past MAX_PARSE_ERRORS the parse stops,
    // so a hostile input of many nested errors costs milliseconds, not seconds (docs/language.md, nesting limit).
    const self = this as unknown as { SAVE_ERROR(e: Error): Error };
    const save = self.SAVE_ERROR.bind(this);
    self.SAVE_ERROR = (e: Error) => {
      const saved = save(e);
      if (this.errors.length >= MAX_PARSE_ERRORS) throw new TooManyParseErrors();
      return saved;
    };
  }

  /** The whole script: a script block body up to the end of input. */
  script = this.RULE('script', (): BodyParts => this.SUBRULE(this.scriptBody),
    { recoveryValueFunc: () => ({ paramBlock: null, beginBlock: null, processBlock: null, endBlock: null, cleanBlock: null }) });

  scriptBody = this.RULE('scriptBody', (): BodyParts => {
    this.MANY(() => this.SUBRULE(this.terminator));
    // `[Flags()] enum E {}` starts with an attribute too: the attributes belong to a param block only when `param` follows.
    const param = this.OPTION({ GATE: () => this.paramAhead(), DEF: () => this.SUBRULE(this.paramBlock) });
    this.MANY2(() => this.SUBRULE2(this.terminator));
    const named: [IToken, A.StatementBlock][] = [];
    let list: { statements: A.Statement[]; traps: A.Trap[] } | undefined;
    this.OR([
      {
        ALT: () => this.AT_LEAST_ONE(() => {
          const kw = this.CONSUME(T.NamedBlock);
          this.MANY3(() => this.CONSUME(T.NewLine));
          named.push([kw, this.SUBRULE(this.statementBlock)]);
          this.MANY4(() => this.SUBRULE3(this.terminator));
        }),
      },
      { ALT: () => { list = this.SUBRULE(this.statementList); } },
    ]);
    return this.ACTION(() => {
      const pick = (name: string) => named.find(([k]) => k.image.toLowerCase() === name)?.[1] ?? null;
      let endBlock = pick('end');
      if (list) {
        const first = list.statements[0] ?? list.traps[0];
        const last = list.statements[list.statements.length - 1] ?? list.traps[list.traps.length - 1];
        endBlock = B.statementBlock(first, last, list.statements, list.traps);
      }
      return { paramBlock: param ?? null, beginBlock: pick('begin'), processBlock: pick('process'), endBlock, cleanBlock: pick('clean') };
    });
  }, { recoveryValueFunc: () => ({ paramBlock: null, beginBlock: null, processBlock: null, endBlock: null, cleanBlock: null }) });

  paramBlock = this.RULE('paramBlock', (): A.ParamBlock => {
    const attributes: A.Attribute[] = [];
    this.MANY(() => {
      attributes.push(this.SUBRULE(this.attribute));
      this.MANY2(() => this.CONSUME(T.NewLine));
    });
    const kw = this.CONSUME(T.Param);
    this.CONSUME(T.LParen);
    const parameters = this.SUBRULE(this.parameterList);
    const close = this.CONSUME(T.RParen);
    return this.ACTION(() => ({ kind: 'ParamBlock', attributes, parameters, extent: B.span(attributes[0] ?? kw, close) }));
  });

  parameterList = this.RULE('parameterList', (): A.Parameter[] => {
    const list: A.Parameter[] = [];
    this.MANY(() => this.CONSUME(T.NewLine));
    this.OPTION(() => {
      list.push(this.SUBRULE(this.parameter));
      this.MANY2(() => {
        this.CONSUME(T.Comma);
        list.push(this.SUBRULE2(this.parameter));
      });
    });
    this.MANY3(() => this.CONSUME2(T.NewLine));
    return list;
  }, { recoveryValueFunc: () => [] });

  parameter = this.RULE('parameter', (): A.Parameter => {
    const attributes: A.Attribute[] = [];
    const types: IToken[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => attributes.push(this.SUBRULE(this.attribute)) },
        { ALT: () => types.push(this.CONSUME(T.TypeLiteral)) },
      ]);
      this.MANY2(() => this.CONSUME(T.NewLine));
    });
    const v = this.CONSUME(T.Variable);
    const def = this.OPTION(() => {
      this.CONSUME(T.Assign);
      return this.SUBRULE(this.argumentExpression);
    });
    return this.ACTION(() => {
      const last = types[types.length - 1];
      return { kind: 'Parameter', name: B.variable(v).name, attributes, type: last ? B.typeName(last) : null,
        defaultValue: def ?? null, extent: B.span(attributes[0] ?? types[0] ?? v, def ?? v) };
    });
  });

  attribute = this.RULE('attribute', (): A.Attribute => {
    const open = this.CONSUME(T.AttributeOpen);
    const positional: A.Expression[] = [];
    const named: { name: string; value: A.Expression | null }[] = [];
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: () => this.OR([
        {
          ALT: () => {
            const name = this.CONSUME(T.Identifier);
            const value = this.OPTION(() => {
              this.CONSUME(T.Assign);
              return this.SUBRULE(this.argumentExpression);
            });
            this.ACTION(() => named.push({ name: name.image, value: value ?? null }));
          },
        },
        { ALT: () => positional.push(this.SUBRULE2(this.argumentExpression)) },
      ]),
    });
    this.CONSUME(T.RParen);
    const close = this.CONSUME(T.RBracket);
    return this.ACTION(() => ({ kind: 'Attribute', typeName: B.attributeTypeName(open), positionalArguments: positional,
      namedArguments: named, extent: B.span(open, close) }));
  });

  statementList = this.RULE('statementList', (): { statements: A.Statement[]; traps: A.Trap[] } => {
    const statements: A.Statement[] = [];
    const traps: A.Trap[] = [];
    // Statements need a separator unless the previous one ended with `}`. The gate is on the repetition and
    // the alternatives are built once: a gated OR costs an allocation per statement (a hot path).
    this.separatorNeeded = false;
    this.MANY({
      GATE: this.alts.listGate ??= () => !this.separatorNeeded || this.LA(1).tokenType === T.NewLine || this.LA(1).tokenType === T.Semi,
      DEF: () => {
        const s = this.OR(this.alts.listItem ??= [
          { ALT: () => { this.SUBRULE(this.terminator); return null; } },
          { ALT: () => this.SUBRULE(this.statement) },
        ]) as A.Statement | null;
        if (this.RECORDING_PHASE) return;
        if (s && typeof s === 'object') (s.kind === 'Trap' ? traps : statements).push(s as never);
        this.separatorNeeded = s !== null && this.LA(0).tokenType !== T.RCurly;
      },
    });
    return { statements, traps };
  }, { recoveryValueFunc: () => ({ statements: [], traps: [] }) });

  terminator = this.RULE('terminator', () => {
    this.OR(this.alts.terminator ??= [{ ALT: () => this.CONSUME(T.NewLine) }, { ALT: () => this.CONSUME(T.Semi) }]);
  });

  statementBlock = this.RULE('statementBlock', (): A.StatementBlock => {
    const open = this.CONSUME(T.LCurly);
    const list = this.SUBRULE(this.statementList);
    const close = this.CONSUME(T.RCurly);
    return this.ACTION(() => B.statementBlock(open, close, list?.statements ?? [], list?.traps ?? []));
  });

  statement = this.RULE('statement', (): A.Statement => this.OR(this.alts.statement ??= [
    { ALT: () => this.SUBRULE(this.labeledStatement) },
    { ALT: () => this.SUBRULE(this.ifStatement) },
    { ALT: () => this.SUBRULE(this.tryStatement) },
    { ALT: () => this.SUBRULE(this.trapStatement) },
    { ALT: () => this.SUBRULE(this.functionDefinition) },
    { ALT: () => this.SUBRULE(this.typeDefinition) },
    { ALT: () => this.SUBRULE(this.flowStatement) },
    { ALT: () => this.SUBRULE(this.breakStatement) },
    { ALT: () => this.SUBRULE(this.pipeline) },
  ]));

  labeledStatement = this.RULE('labeledStatement', (): A.Statement => {
    const label = this.OPTION(() => {
      const l = this.CONSUME(T.Label);
      this.MANY(() => this.CONSUME(T.NewLine));
      return l;
    });
    const name = this.ACTION(() => (label ? B.labelName(label) : null)) ?? null;
    return this.OR([
      { ALT: () => this.SUBRULE(this.foreachStatement, { ARGS: [name, label] }) },
      { ALT: () => this.SUBRULE(this.forStatement, { ARGS: [name, label] }) },
      { ALT: () => this.SUBRULE(this.whileStatement, { ARGS: [name, label] }) },
      { ALT: () => this.SUBRULE(this.doStatement, { ARGS: [name, label] }) },
      { ALT: () => this.SUBRULE(this.switchStatement, { ARGS: [name, label] }) },
    ]);
  });

  /** `( pipeline )` after a statement keyword. */
  condition = this.RULE('condition', (): A.Pipeline | A.Assignment => {
    this.CONSUME(T.LParen);
    this.MANY(() => this.CONSUME(T.NewLine));
    const p = this.SUBRULE(this.pipeline);
    this.MANY2(() => this.CONSUME2(T.NewLine));
    this.CONSUME(T.RParen);
    return p;
  });

  /** A block after optional line breaks: `if ($x)\n{ }` is allowed. */
  body = this.RULE('body', (): A.StatementBlock => {
    this.MANY(() => this.CONSUME(T.NewLine));
    return this.SUBRULE(this.statementBlock);
  });

  ifStatement = this.RULE('ifStatement', (): A.If => {
    const kw = this.CONSUME(T.If);
    const clauses: { condition: A.Pipeline | A.Assignment; body: A.StatementBlock }[] = [];
    clauses.push({ condition: this.SUBRULE(this.condition), body: this.SUBRULE(this.body) });
    this.MANY({
      GATE: () => this.nextAfterNewlines() === T.ElseIf,
      DEF: () => {
        this.MANY2(() => this.CONSUME(T.NewLine));
        this.CONSUME(T.ElseIf);
        clauses.push({ condition: this.SUBRULE2(this.condition), body: this.SUBRULE2(this.body) });
      },
    });
    const elseBody = this.OPTION({
      GATE: () => this.nextAfterNewlines() === T.Else,
      DEF: () => {
        this.MANY3(() => this.CONSUME2(T.NewLine));
        this.CONSUME(T.Else);
        return this.SUBRULE3(this.body);
      },
    });
    return this.ACTION(() => ({ kind: 'If', clauses, elseBody: elseBody ?? null,
      extent: B.span(kw, elseBody ?? clauses[clauses.length - 1]?.body) }));
  });

  switchStatement = this.RULE('switchStatement', (label: string | null, labelTok?: IToken): A.Switch => {
    const kw = this.CONSUME(T.Switch);
    const flags: IToken[] = [];
    this.MANY(() => flags.push(this.CONSUME(T.Parameter)));
    const condition = this.SUBRULE(this.condition);
    this.MANY2(() => this.CONSUME(T.NewLine));
    this.CONSUME(T.LCurly);
    const clauses: { test: A.Expression; body: A.StatementBlock }[] = [];
    let defaultBody: A.StatementBlock | null = null;
    this.MANY3(() => this.OR([
      { ALT: () => this.SUBRULE(this.terminator) },
      {
        ALT: () => {
          this.CONSUME(T.Default);
          defaultBody = this.SUBRULE(this.body);
        },
      },
      {
        ALT: () => {
          const test = this.SUBRULE(this.switchClauseTest);
          clauses.push({ test, body: this.SUBRULE2(this.body) });
        },
      },
    ]));
    const close = this.CONSUME(T.RCurly);
    return this.ACTION(() => {
      const has = (f: string) => flags.some((t) => t.image.slice(1).toLowerCase() === f);
      return { kind: 'Switch', label, condition: condition as A.Pipeline | A.Assignment, clauses, defaultBody,
        flags: { regex: has('regex'), wildcard: has('wildcard'), exact: has('exact'), caseSensitive: has('casesensitive') },
        extent: B.span(labelTok ?? kw, close) };
    });
  });

  /** A switch clause test: a bare word, a constant, a variable, or a `{ script block }` condition. */
  switchClauseTest = this.RULE('switchClauseTest', (): A.Expression => this.OR(this.alts.switchClauseTest ??= [
    { ALT: () => this.bareWord(this.CONSUME(T.CommandName)) },
    { ALT: () => this.bareWord(this.CONSUME(T.Identifier)) },
    { ALT: () => this.SUBRULE(this.unary) },
  ]));

  foreachStatement = this.RULE('foreachStatement', (label: string | null, labelTok?: IToken): A.ForEach => {
    const kw = this.CONSUME(T.Foreach);
    this.CONSUME(T.LParen);
    this.MANY(() => this.CONSUME(T.NewLine));
    const v = this.CONSUME(T.Variable);
    this.MANY2(() => this.CONSUME2(T.NewLine));
    this.CONSUME(T.In);
    const collection = this.SUBRULE(this.pipeline);
    this.MANY3(() => this.CONSUME3(T.NewLine));
    this.CONSUME(T.RParen);
    const body = this.SUBRULE(this.body);
    return this.ACTION(() => ({ kind: 'ForEach', label, variable: B.variable(v), collection: collection as A.Pipeline | A.Assignment,
      body, extent: B.span(labelTok ?? kw, body) }));
  });

  forStatement = this.RULE('forStatement', (label: string | null, labelTok?: IToken): A.For => {
    const kw = this.CONSUME(T.For);
    this.CONSUME(T.LParen);
    this.MANY(() => this.CONSUME(T.NewLine));
    const init = this.OPTION(() => this.SUBRULE(this.pipeline));
    this.OPTION2(() => this.SUBRULE(this.terminator));
    this.MANY2(() => this.CONSUME2(T.NewLine));
    const cond = this.OPTION3(() => this.SUBRULE2(this.pipeline));
    this.OPTION4(() => this.SUBRULE2(this.terminator));
    this.MANY3(() => this.CONSUME3(T.NewLine));
    const iter = this.OPTION5(() => this.SUBRULE3(this.pipeline));
    this.MANY4(() => this.CONSUME4(T.NewLine));
    this.CONSUME(T.RParen);
    const body = this.SUBRULE(this.body);
    return this.ACTION(() => ({ kind: 'For', label, initializer: init ?? null, condition: cond ?? null,
      iterator: iter ?? null, body, extent: B.span(labelTok ?? kw, body) }));
  });

  whileStatement = this.RULE('whileStatement', (label: string | null, labelTok?: IToken): A.While => {
    const kw = this.CONSUME(T.While);
    const condition = this.SUBRULE(this.condition);
    const body = this.SUBRULE(this.body);
    return this.ACTION(() => ({ kind: 'While', label, condition, body, extent: B.span(labelTok ?? kw, body) }));
  });

  doStatement = this.RULE('doStatement', (label: string | null, labelTok?: IToken): A.DoWhile | A.DoUntil => {
    const kw = this.CONSUME(T.Do);
    const body = this.SUBRULE(this.body);
    this.MANY(() => this.CONSUME(T.NewLine));
    const which = this.OR([{ ALT: () => this.CONSUME(T.While) }, { ALT: () => this.CONSUME(T.Until) }]);
    const condition = this.SUBRULE(this.condition);
    return this.ACTION(() => ({ kind: which.tokenType === T.Until ? 'DoUntil' : 'DoWhile', label, condition, body,
      extent: B.span(labelTok ?? kw, this.LA(0)) }));
  });

  tryStatement = this.RULE('tryStatement', (): A.Try => {
    const kw = this.CONSUME(T.Try);
    const body = this.SUBRULE(this.body);
    const catches: A.CatchClause[] = [];
    this.MANY({
      GATE: () => this.nextAfterNewlines() === T.Catch,
      DEF: () => catches.push(this.SUBRULE(this.catchClause)),
    });
    const finallyBody = this.OPTION({
      GATE: () => this.nextAfterNewlines() === T.Finally,
      DEF: () => {
        this.MANY2(() => this.CONSUME(T.NewLine));
        this.CONSUME(T.Finally);
        return this.SUBRULE2(this.body);
      },
    });
    return this.ACTION(() => {
      if (catches.length === 0 && !finallyBody) this.missingCatchOrFinally(body);
      return { kind: 'Try', body, catches, finallyBody: finallyBody ?? null,
        extent: B.span(kw, finallyBody ?? catches[catches.length - 1] ?? body) };
    });
  });

  catchClause = this.RULE('catchClause', (): A.CatchClause => {
    this.MANY(() => this.CONSUME(T.NewLine));
    const kw = this.CONSUME(T.Catch);
    const types: IToken[] = [];
    this.OPTION(() => {
      types.push(this.CONSUME(T.TypeLiteral));
      this.MANY2(() => {
        this.CONSUME(T.Comma);
        types.push(this.CONSUME2(T.TypeLiteral));
      });
    });
    const body = this.SUBRULE(this.body);
    return this.ACTION(() => ({ kind: 'CatchClause', types: types.map((t) => B.typeName(t)), body, extent: B.span(kw, body) }));
  });

  trapStatement = this.RULE('trapStatement', (): A.Trap => {
    const kw = this.CONSUME(T.Trap);
    const type = this.OPTION(() => this.CONSUME(T.TypeLiteral));
    const body = this.SUBRULE(this.body);
    return this.ACTION(() => ({ kind: 'Trap', type: type ? B.typeName(type) : null, body, extent: B.span(kw, body) }));
  });

  functionDefinition = this.RULE('functionDefinition', (): A.FunctionDefinition => {
    const kw = this.CONSUME(T.FunctionKw);
    const name = this.CONSUME(T.FunctionName);
    const parameters = this.OPTION(() => {
      this.CONSUME(T.LParen);
      const list = this.SUBRULE(this.parameterList);
      this.CONSUME(T.RParen);
      return list;
    });
    this.MANY(() => this.CONSUME(T.NewLine));
    const body = this.SUBRULE(this.scriptBlock);
    return this.ACTION(() => ({ kind: 'FunctionDefinition', name: name.image, isFilter: kw.image.toLowerCase() === 'filter',
      parameters: parameters ?? [], body, extent: B.span(kw, body) }));
  });

  /** `return`, `throw` and `exit`, each with an optional pipeline. */
  flowStatement = this.RULE('flowStatement', (): A.Return | A.Throw | A.Exit => {
    const kw = this.OR([
      { ALT: () => this.CONSUME(T.Return) },
      { ALT: () => this.CONSUME(T.Throw) },
      { ALT: () => this.CONSUME(T.Exit) },
    ]);
    const p = this.OPTION(() => this.SUBRULE(this.pipeline));
    return this.ACTION(() => {
      const kind = kw.tokenType === T.Return ? 'Return' : kw.tokenType === T.Throw ? 'Throw' : 'Exit';
      return { kind, pipeline: p ?? null, extent: B.span(kw, p ?? kw) };
    });
  });

  breakStatement = this.RULE('breakStatement', (): A.Break | A.Continue => {
    const kw = this.OR([{ ALT: () => this.CONSUME(T.Break) }, { ALT: () => this.CONSUME(T.Continue) }]);
    const label = this.OPTION(() => this.CONSUME(T.BareWord));
    return this.ACTION(() => ({ kind: kw.tokenType === T.Break ? 'Break' : 'Continue', label: B.labelName(label),
      extent: B.span(kw, label ?? kw) }));
  });

  /** Whether the tokens ahead are attributes (and line breaks) followed by `param`. */
  private paramAhead(): boolean {
    let k = 1;
    for (;;) {
      const t = this.LA(k).tokenType;
      if (t === T.Param) return true;
      if (t === T.NewLine) { k++; continue; }
      if (t !== T.AttributeOpen) return false;
      // Skip to the attribute's `]`: its arguments nest in parentheses.
      let depth = 0;
      for (k++; ; k++) {
        const u = this.LA(k).tokenType;
        if (u === T.LParen || u === T.AttributeOpen || u === T.InvokeParen || u === T.DollarLParen || u === T.AtLParen) depth++;
        else if (u === T.RParen) { if (depth === 0) break; depth--; }
        else if (u.name === 'EOF') return false;
      }
      k++;
      if (this.LA(k).tokenType !== T.RBracket) return false;
      k++;
    }
  }

  /** Looks past line breaks for `else`, `catch`... which may start the next line of the same statement. */
  private nextAfterNewlines(): unknown {
    let k = 1;
    while (this.LA(k).tokenType === T.NewLine) k++;
    return this.LA(k).tokenType;
  }
}
