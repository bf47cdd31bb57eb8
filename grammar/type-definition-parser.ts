// Type definitions (about_Classes, about_Classes_Properties, about_Classes_Methods, about_Classes_Constructors,
// about_Enum): `class Name : Base { members }` and `[Flags()] enum Name : byte { members }`. The lexer lexes a type's
// body in `member` mode (lexer.ts), so a member starts with attributes, types, the words `hidden`/`static` and a
// name; method bodies are ordinary script blocks.
import { tokenMatcher, type IToken, type ParserMethod } from 'chevrotain';
import type * as A from './ast.js';
import * as B from './build.js';
import { CommandParser } from './command-parser.js';
import { NONE } from './expression-parser.js';
import * as T from './tokens.js';

export abstract class TypeDefinitionParser extends CommandParser {
  abstract parameterList: ParserMethod<[], A.Parameter[]>;
  /** Members written as a name alone: an enum's members, or in a class an incomplete member (IncompleteMemberDefinition). */
  private readonly bareMembers = new WeakSet<A.MemberDefinition>();

  typeDefinition = this.RULE('typeDefinition', (): A.TypeDefinition => {
    const attributes: A.Attribute[] = [];
    this.MANY(() => {
      attributes.push(this.SUBRULE(this.attribute));
      this.MANY2(() => this.CONSUME(T.NewLine));
    });
    const kw = this.CONSUME(T.TypeKw);
    const name = this.CONSUME(T.Identifier);
    const bases: IToken[] = [];
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      bases.push(this.CONSUME2(T.Identifier));
      this.MANY3(() => {
        this.CONSUME(T.Comma);
        bases.push(this.CONSUME3(T.Identifier));
      });
    });
    this.CONSUME(T.LCurly);
    const members: A.MemberDefinition[] = [];
    this.MANY4({ GATE: () => this.LA(1).tokenType === T.NewLine || this.LA(1).tokenType === T.Semi || this.memberAhead(), DEF: () => this.OR([
      { ALT: () => { this.CONSUME2(T.NewLine); } },
      { ALT: () => { this.CONSUME(T.Semi); } },
      {
        GATE: () => this.memberAhead(),
        ALT: () => {
          const m = this.SUBRULE(this.memberDefinition);
          if (m !== undefined && m !== null) members.push(m); // recovery may leave a member out
        },
      },
    ]) });
    const close = this.CONSUME(T.RCurly);
    if (this.RECORDING_PHASE) return NONE;
    const typeKind = kw.image.toLowerCase() === 'enum' ? 'enum' : 'class';
    // A method named as its class is a constructor (about_Classes_Constructors).
    const ctorName = name.image.toLowerCase();
    const all = members.map((m): A.MemberDefinition => (m.kind === 'FunctionMember' && m.name.toLowerCase() === ctorName ? { ...m, isConstructor: true } : m));
    if (typeKind === 'class') {
      for (const m of members) {
        if (!this.bareMembers.has(m)) continue;
        this.semanticErrors.push({ id: 'IncompleteMemberDefinition', message: 'Missing a property name or method definition.', at: m.extent, incomplete: false });
      }
    }
    return { kind: 'TypeDefinition', typeKind, name: name.image, attributes, baseTypes: bases.map((b) => ({ name: b.image, extent: B.span(b) })),
      members: all, extent: B.span(attributes[0] ?? kw, close) };
  });

  /** One member: `[attr()] hidden static [type] $Name = value`, `[type] Name(params) { }`, `Name(params) : base(args) { }`, `Name = value`. */
  memberDefinition = this.RULE('memberDefinition', (): A.MemberDefinition => {
    const attributes: A.Attribute[] = [];
    const types: IToken[] = [];
    const words: IToken[] = [];
    let first: IToken | A.Attribute | undefined;
    // Attributes, types and the qualifiers hidden/static come in any order (about_Classes_Properties); the last
    // word before `(` or `=` or the end of the line is the member's name.
    let lineMayBreak = true;
    // An untyped property (`$Name`) has none of these.
    this.MANY3(() => {
      this.OR([
        { ALT: () => { const a = this.SUBRULE(this.attribute); attributes.push(a); first ??= a; lineMayBreak = true; } },
        { ALT: () => { const t = this.CONSUME(T.TypeLiteral); types.push(t); first ??= t; lineMayBreak = true; } },
        {
          ALT: () => {
            const w = this.CONSUME(T.Identifier);
            words.push(w);
            first ??= w;
            // A line may break after an attribute, a type or a qualifier, never after a name: in an enum each line is a member.
            lineMayBreak = /^(hidden|static)$/i.test(w.image);
          },
        },
      ]);
      this.MANY({ GATE: () => lineMayBreak, DEF: () => this.CONSUME(T.NewLine) });
    });
    const member = this.OPTION3(() => this.OR2([
      {
        ALT: () => {
          const v = this.CONSUME(T.Variable);
          const init = this.OPTION(() => {
            this.CONSUME(T.Assign);
            return this.SUBRULE(this.expression);
          });
          if (this.RECORDING_PHASE) return NONE;
          return this.property(B.variable(v).name, first ?? v, init ?? v, attributes, types, words, init ?? null);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          const parameters = this.SUBRULE(this.parameterList);
          this.CONSUME(T.RParen);
          const baseArgs = this.OPTION2(() => this.SUBRULE(this.baseCall));
          this.MANY2(() => this.CONSUME2(T.NewLine));
          const body = this.SUBRULE(this.scriptBlock);
          if (this.RECORDING_PHASE) return NONE;
          return this.method(first!, body, attributes, types, words, parameters, baseArgs ?? null);
        },
      },
      {
        // An enum member with a value (`Red = 1`).
        ALT: () => {
          this.CONSUME2(T.Assign);
          const value = this.SUBRULE2(this.expression);
          if (this.RECORDING_PHASE) return NONE;
          return this.property(words[words.length - 1]?.image ?? '', first!, value, attributes, types, words.slice(0, -1), value);
        },
      },
    ]));
    if (this.RECORDING_PHASE) return NONE;
    if (member !== undefined) return member;
    // A name alone: an enum member (about_Enum), or an incomplete class member (`[int]` with no name).
    const last = words[words.length - 1];
    const bare = this.property(last?.image ?? '', first!, last ?? first!, attributes, types, words.slice(0, -1), null);
    this.bareMembers.add(bare);
    return bare;
  });

  /** `: base(args)` after a constructor's parameters (about_Classes_Constructors). */
  baseCall = this.RULE('baseCall', (): A.Expression[] => {
    this.CONSUME(T.Colon);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LParen);
    const args: A.Expression[] = [];
    this.MANY_SEP({ SEP: T.Comma, DEF: () => { args.push(this.SUBRULE(this.argumentExpression)); } });
    this.CONSUME(T.RParen);
    return args;
  });

  /** Whether a member starts here: an attribute, a type, a name or a `$property` (the member rule may match nothing). */
  private memberAhead(): boolean {
    const t = this.LA(1);
    return tokenMatcher(t, T.TypeLiteral) || t.tokenType === T.AttributeOpen || t.tokenType === T.Identifier || t.tokenType === T.Variable;
  }

  private qualifiers(words: readonly IToken[]): { isStatic: boolean; isHidden: boolean } {
    const lower = words.map((w) => w.image.toLowerCase());
    return { isStatic: lower.includes('static'), isHidden: lower.includes('hidden') };
  }

  private property(name: string, first: IToken | A.Attribute, last: IToken | A.Expression, attributes: A.Attribute[], types: IToken[],
    qualifierWords: IToken[], init: A.Expression | null): A.PropertyMember {
    const type = types.length ? B.typeName(types[types.length - 1]) : null;
    return { kind: 'PropertyMember', name, type, ...this.qualifiers(qualifierWords), attributes, initialValue: init, extent: B.span(first, last) };
  }

  private method(first: IToken | A.Attribute, body: A.ScriptBlock, attributes: A.Attribute[], types: IToken[], words: IToken[],
    parameters: A.Parameter[], baseArguments: A.Expression[] | null): A.FunctionMember {
    const name = words[words.length - 1];
    const q = this.qualifiers(words.slice(0, -1));
    const returnType = types.length ? B.typeName(types[types.length - 1]) : null;
    return { kind: 'FunctionMember', name: name?.image ?? '', nameExtent: B.span(name ?? first), returnType, ...q, isConstructor: false, parameters, baseArguments, body,
      extent: B.span(first, body) };
  }
}
