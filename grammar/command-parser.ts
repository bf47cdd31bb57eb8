// Pipelines and commands (about_Pipelines, about_Command_Syntax, about_Redirection): what a statement that is
// not a keyword statement consists of. Extends the expression rules; parser.ts adds the statements.
import type { IToken } from 'chevrotain';
import type * as A from './ast.js';
import * as B from './build.js';
import { ExpressionParser, NONE } from './expression-parser.js';
import * as T from './tokens.js';

export abstract class CommandParser extends ExpressionParser {
  /** The element list an action-free OPTION closure of pipelineTail appends to (read first thing). */
  private pipeElements: A.PipelineElement[] = [];
  private chainSlot: { op?: IToken; rest?: A.Pipeline | A.PipelineChain } = {};

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
              const redirections: A.Redirection[] = this.OPTION(this.alts.redirections ??= () => this.SUBRULE(this.redirections)) ?? [];
              const first: A.CommandExpression = this.RECORDING_PHASE ? NONE : { kind: 'CommandExpression', expression: e, redirections,
                extent: B.span(e, redirections[redirections.length - 1] ?? e) };
              return this.SUBRULE2(this.pipelineTail, { ARGS: [first] });
            },
          },
        ]);
      },
    },
  ]));

  pipelineTail = this.RULE('pipelineTail', (first: A.PipelineElement): A.Pipeline | A.PipelineChain => {
    const elements: A.PipelineElement[] = [first];
    // OPTIONs with closures built once: most pipelines have one element, and a MANY allocates on every call.
    this.pipeElements = elements;
    this.OPTION(this.alts.pipeElements ??= () => {
      const list = this.pipeElements; // read before the nested rules overwrite it
      this.AT_LEAST_ONE(() => {
        this.CONSUME(T.Pipe);
        list.push(this.SUBRULE(this.command));
      });
    });
    // `a && b`, `a || b` (about_Pipeline_Chain_Operators): the rest, itself maybe a chain, is flattened into links.
    // The closure is built once, so each call passes its own slot (read before the nested rules overwrite the field).
    const slot: { op?: IToken; rest?: A.Pipeline | A.PipelineChain } = {};
    this.chainSlot = slot;
    this.OPTION2(this.alts.pipelineChain ??= () => {
      const mine = this.chainSlot;
      mine.op = this.CONSUME(T.ChainOp);
      mine.rest = this.SUBRULE(this.pipeline) as A.Pipeline | A.PipelineChain;
    });
    if (this.RECORDING_PHASE) return NONE;
    const { op, rest } = slot;
    const pipeline: A.Pipeline = { kind: 'Pipeline', elements, extent: B.span(first, elements[elements.length - 1]) };
    if (op === undefined || rest === undefined || (rest as unknown) === NONE) return pipeline;
    const operator = op.image as '&&' | '||';
    const links = rest.kind === 'PipelineChain' ? [{ operator, pipeline: rest.first }, ...rest.links] : [{ operator, pipeline: rest }];
    return { kind: 'PipelineChain', first: pipeline, links, extent: B.span(first, links[links.length - 1].pipeline) };
  });

  redirections = this.RULE('redirections', (): A.Redirection[] => {
    const list: A.Redirection[] = [];
    this.AT_LEAST_ONE(() => list.push(this.SUBRULE(this.redirection)));
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
            { ALT: () => { elements.push(this.SUBRULE(this.argumentWord)); } },
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

  /**
   * A primary with postfix operators, and a bare word written right after it with no space between, which PowerShell
   * joins into one expandable word (about_Parsing, argument mode): `. $PSScriptRoot/lib.svc`, `Get-Thing $dir\x.ps1`.
   */
  argumentWord = this.RULE('argumentWord', (): A.Expression => {
    const first = this.SUBRULE(this.postfix);
    const word = this.OPTION({
      GATE: () => !this.RECORDING_PHASE && first !== undefined && first.kind !== 'StringConstantExpression' && this.LA(1).startOffset === first.extent.endOffset,
      DEF: () => this.CONSUME(T.BareWord),
    });
    if (this.RECORDING_PHASE || word === undefined) return first;
    return { kind: 'ExpandableStringExpression', parts: [first, word.image], stringConstantType: 'BareWord', extent: B.span(first, word) };
  });

  /** An argument: a primary with postfix operators, or several joined by commas into an array. */
  commandArgument = this.RULE('commandArgument', (): A.Expression => {
    const first = this.SUBRULE(this.argumentWord);
    this.leftOperand = first;
    return this.OPTION(this.alts.argumentList ??= () => {
      const items = [this.leftOperand]; // read before the nested rules overwrite it
      this.AT_LEAST_ONE(() => {
        this.CONSUME(T.Comma);
        items.push(this.SUBRULE2(this.argumentWord));
      });
      if (this.RECORDING_PHASE) return NONE;
      return { kind: 'ArrayLiteral', elements: items, extent: B.span(items[0], items[items.length - 1]) };
    }) ?? first;
  });

}
