// Running a script's classes (about_Classes_Methods, about_Classes_Constructors, about_Classes_Properties): the
// ClassRuntime a class definition binds to its session. A method runs in a new scope under the global scope (a
// method sees its parameters, `$this` and global variables, not its caller's), outputs only what `return` gives
// (Frame.methodOutput), and its value converts to the return type; overloads are chosen by argument count, then by
// the arguments' types.
import type * as A from '../../../grammar/ast.js';
import { PipelineStoppedSignal, ReturnSignal } from '../errors/signals.js';
import { TerminatingError } from '../errors/error-record.js';
import * as V from '../values/index.js';
import type { ClassMethod, ClassProperty, ClassRuntime, UserClassType } from '../values/index.js';
import { PSClassInstance } from '../values/index.js';
import { PSHashtable } from '../values/types.js';
import type { Stmt } from './compile-types.js';
import { memo } from './compile-types.js';
import { compileStatementBlock } from './compile-statement.js';
import { compileExpression, orNull } from './compile-expression.js';
import { callDepthOverflow } from './error-model.js';
import { Frame } from './frame.js';
import type { CallFrame, SessionState } from './frame.js';
import { Scope, Variable } from './scope.js';
import { MAX_CALL_DEPTH } from './invoke.js';

const compileBody = memo((block: A.StatementBlock): Stmt => compileStatementBlock(block));
const discard = (): void => {};

/**
 * Where a class was defined: its session, the `$script:` scope there, its file and the script block holding its
 * definition (for positions).
 */
interface Home { readonly session: SessionState; readonly scriptScope: Scope; readonly file: string | null; readonly block: A.ScriptBlock }

function homeOf(f: Frame): Home {
  return { session: f.session, scriptScope: f.scriptScope, file: f.call.file, block: f.call.block };
}

/** The runtime of a class defined in frame `f`: bound to f's session and file. */
export function classRuntime(f: Frame): ClassRuntime {
  const home = homeOf(f);
  return {
    construct: (cls, args) => construct(home, cls, args),
    call: (overloads, target, args) => {
      const { method, values } = chooseOverload(overloads, args, methodFrame(home, null, target, []).valueContext);
      return runMethod(home, method, target, values);
    },
    convert: (cls, value) => convertToClass(home, cls, value),
  };
}

/**
 * A new frame for a member's code: a scope under the global scope, `$this`, the parameters bound; `$script:` names
 * the script scope the class was defined in.
 */
function methodFrame(home: Home, m: ClassMethod | null, target: PSClassInstance | null, values: readonly unknown[]): Frame {
  const { session } = home;
  const scope = new Scope(session.global);
  if (target !== null) scope.vars.set('this', new Variable('this', target));
  if (m !== null) m.parameters.forEach((p, i) => scope.vars.set(p.name.toLowerCase(), new Variable(p.name, values[i] ?? null, p.typeName)));
  const caller = session.callStack[session.callStack.length - 1] ?? null;
  const block = m?.member.body ?? home.block;
  const call: CallFrame = { name: m?.name ?? '<ScriptBlock>', file: home.file, block, pos: block.extent, callerPos: caller?.pos ?? null, callerFrame: caller };
  return new Frame(session, scope, home.scriptScope, call);
}

/** Runs a method's body: only `return` outputs; a [void] method gives no value, another converts to its type. */
function runMethod(home: Home, m: ClassMethod, target: PSClassInstance | null, values: readonly unknown[]): unknown {
  const frame = methodFrame(home, m, target, values);
  const output: unknown[] = [];
  frame.methodOutput = output;
  runBody(frame, m.member.body.endBlock);
  if (m.returnType === null || m.member.isConstructor) return undefined;
  const value = output.length === 0 ? null : output.length === 1 ? output[0] : output;
  return V.convertTo(value, m.returnType, frame.valueContext);
}

function runBody(frame: Frame, block: A.StatementBlock | null): void {
  if (block === null) return;
  const s = frame.session;
  const reason = s.host.checkInterrupt();
  if (reason !== null) throw new PipelineStoppedSignal(reason);
  if (s.depth >= MAX_CALL_DEPTH) throw callDepthOverflow();
  s.depth++;
  s.callStack.push(frame.call);
  try {
    compileBody(block)(frame, discard);
  } catch (e) {
    if (!(e instanceof ReturnSignal)) throw e;
  } finally {
    s.depth--;
    s.callStack.pop();
  }
}

/**
 * The overload for these arguments (about_Classes_Methods, "Method signatures and overloads"): the ones taking as many
 * arguments, then the one whose parameter types the arguments already have, then one they convert to; the arguments
 * come back converted to its parameter types.
 */
function chooseOverload(overloads: readonly ClassMethod[], args: readonly unknown[], ctx: V.ValueContext): { method: ClassMethod; values: unknown[] } {
  const fitting = overloads.filter((m) => m.parameters.length === args.length);
  const name = overloads[0].member.isConstructor ? 'new' : overloads[0].name;
  if (fitting.length === 0) throw V.overloadError(name, args.length);
  let best: { method: ClassMethod; values: unknown[]; score: number } | null = null;
  for (const m of fitting) {
    const r = fit(m, args, ctx);
    if (r !== null && (best === null || r.score > best.score)) best = { method: m, ...r };
  }
  if (best !== null) return best;
  return { method: fitting[0], values: convertArguments(fitting[0], args, ctx) };
}

function fit(m: ClassMethod, args: readonly unknown[], ctx: V.ValueContext): { values: unknown[]; score: number } | null {
  let score = 0;
  const values: unknown[] = [];
  for (let i = 0; i < args.length; i++) {
    const t = m.parameters[i].typeName;
    if (t === null) { values.push(args[i]); continue; }
    try {
      if (args[i] !== null && V.isInstanceOf(args[i], t, ctx.types)) score += 2;
      values.push(V.convertTo(args[i], t, ctx));
    } catch {
      return null;
    }
  }
  return { values, score };
}

/** The arguments converted to the parameters' types, or PowerShell's MethodArgumentConversionInvalidCastArgument. */
function convertArguments(m: ClassMethod, args: readonly unknown[], ctx: V.ValueContext): unknown[] {
  return args.map((a, i) => {
    const p = m.parameters[i];
    if (p.typeName === null) return a;
    try {
      return V.convertTo(a, p.typeName, ctx);
    } catch (e) {
      if (!(e instanceof TerminatingError)) throw e;
      const name = m.member.isConstructor ? 'new' : m.name;
      throw V.argumentConversionError(p.name, a, name, V.resolveTypeName(p.typeName, ctx.types) ?? p.typeName, e.record.exception.message);
    }
  });
}

/** A new instance: every property at its initial value (a base class's first), then the constructor for the arguments. */
function construct(home: Home, cls: UserClassType, args: readonly unknown[]): PSClassInstance {
  const inst = new PSClassInstance(cls);
  const frame = methodFrame(home, null, inst, []);
  for (const p of cls.instanceProperties()) inst.declare(p, initialValue(frame, p));
  runConstructor(home, cls, inst, args);
  return inst;
}

/** A property's initial value: its initializer, else its type's default ($null, 0, $false). */
function initialValue(frame: Frame, p: ClassProperty): unknown {
  if (p.member.initialValue !== null) {
    const v = orNull(compileExpression(p.member.initialValue)(frame));
    return p.typeName === null ? v : V.convertTo(v, p.typeName, frame.valueContext);
  }
  if (p.typeName === null) return null;
  const full = V.resolveTypeName(p.typeName, frame.session.types);
  if (full === null) throw V.typeNotFound(p.typeName);
  return V.defaultValueOf(full);
}

/**
 * The constructor for the arguments (about_Classes_Constructors): a class without one has the default constructor
 * alone; a base class's constructor runs first, with the `: base(...)` arguments or none.
 */
function runConstructor(home: Home, cls: UserClassType, inst: PSClassInstance, args: readonly unknown[]): void {
  if (cls.constructors.length === 0) {
    if (args.length > 0) throw V.overloadError('new', args.length);
    if (cls.base !== null) runConstructor(home, cls.base, inst, []);
    return;
  }
  const ctx = methodFrame(home, null, inst, []).valueContext;
  const { method, values } = chooseOverload(cls.constructors, args, ctx);
  const frame = methodFrame(home, method, inst, values);
  if (cls.base !== null) {
    const baseArgs = (method.member.baseArguments ?? []).map((e) => orNull(compileExpression(e)(frame)));
    runConstructor(home, cls.base, inst, baseArgs);
  }
  frame.methodOutput = [];
  runBody(frame, method.member.body.endBlock);
}

/**
 * `[C]$value`: a hashtable makes an instance with the default constructor and sets its keys as properties
 * (about_Classes: `[C]@{ Name = 'x' }`); another value goes to a constructor taking one argument.
 */
function convertToClass(home: Home, cls: UserClassType, value: unknown): unknown {
  if (value instanceof PSHashtable) {
    const inst = construct(home, cls, []);
    const ctx = methodFrame(home, null, inst, []).valueContext;
    for (const [k, v] of value.entries()) {
      const key = V.toStringValue(k);
      if (!inst.getProperty(key)) throw V.classPropertyNotFound(cls.name, key, cls.instanceProperties());
      V.setMember(inst, key, v, ctx);
    }
    return inst;
  }
  if (cls.constructors.some((c) => c.parameters.length === 1)) return construct(home, cls, [value]);
  throw V.invalidCastError(V.toStringValue(value), V.typeNameOf(value), cls.name);
}

/** Static properties at their initial values, then the static constructor (`static C() { }`): once, at definition. */
export function initialStatics(f: Frame, cls: UserClassType): void {
  const home = homeOf(f);
  const frame = methodFrame(home, null, null, []);
  for (const p of cls.properties) {
    if (p.isStatic) cls.statics.set(p.name.toLowerCase(), { name: p.name, typeName: p.typeName, validate: p.validate, value: initialValue(frame, p) });
  }
  const ctor = cls.definition.members.find((m): m is A.FunctionMember => m.kind === 'FunctionMember' && m.isConstructor && m.isStatic);
  if (ctor === undefined) return;
  const method: ClassMethod = { name: ctor.name, returnType: null, isStatic: true, isHidden: ctor.isHidden, parameters: [], member: ctor, owner: cls };
  runMethod(home, method, null, []);
}
