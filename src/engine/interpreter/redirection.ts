// Redirections (about_Redirection): `>$null` / `2>$null` discard a stream, `2>&1` / `3>&1` / `*>&1` merge streams
// into the command's output (error records, warning messages...), `> file` / `>> file` write text through
// host.writeFile. A redirection applies to everything the command runs, including nested calls.
import type * as A from '../../../grammar/ast.js';
import { runtimeError } from '../errors/error-record.js';
import type { Frame, Out, Streams } from './frame.js';
import type { Processor } from './processor.js';
import * as V from '../values/index.js';
import { compileExpression, orNull } from './compile-expression.js';

type Route = { kind: 'keep' } | { kind: 'null' } | { kind: 'output' } | { kind: 'file'; index: number };

interface Plan {
  /** Index 1 output, 2 error, 3 warning, 4 verbose, 5 debug, 6 information. */
  routes: Route[];
  files: { target: (f: Frame) => unknown; append: boolean }[];
}

function compilePlan(redirections: readonly A.Redirection[]): Plan {
  const routes: Route[] = Array.from({ length: 7 }, () => ({ kind: 'keep' }) as Route);
  const files: Plan['files'] = [];
  for (const r of redirections) {
    const streams = r.from === '*' ? [1, 2, 3, 4, 5, 6] : [r.from];
    let route: Route;
    if (r.kind === 'MergingRedirection') route = { kind: 'output' };
    else if (r.target.kind === 'VariableExpression' && r.target.name.toLowerCase() === 'null' && r.target.scope === null) route = { kind: 'null' };
    else {
      const target = compileExpression(r.target);
      files.push({ target: (f) => orNull(target(f)), append: r.append });
      route = { kind: 'file', index: files.length - 1 };
    }
    for (const s of streams) if (!(s === 1 && route.kind === 'output')) routes[s] = route;
  }
  return { routes, files };
}

export type ElementFactory = (f: Frame, out: Out, expectingInput: boolean) => Processor;

/** Wraps an element's factory so its streams go where its redirections say. */
export function withRedirections(factory: ElementFactory, redirections: readonly A.Redirection[]): ElementFactory {
  if (redirections.length === 0) return factory;
  const plan = compilePlan(redirections);
  return (f, out, expectingInput) => {
    const session = f.session;
    const outer = session.streams;
    const buffers: string[][] = plan.files.map(() => []);
    const downstream: Out = (v) => {
      const inner = session.streams;
      session.streams = outer;
      try { out(v); } finally { session.streams = inner; }
    };
    const routeTo = (index: number, fallback: (v: unknown) => void): ((v: unknown) => void) => {
      const r = plan.routes[index];
      if (r.kind === 'null') return () => {};
      if (r.kind === 'output') return downstream;
      if (r.kind === 'file') return (v) => { buffers[r.index].push(V.toStringValue(v)); };
      return fallback;
    };
    const streams: Streams = {
      error: routeTo(2, (v) => outer.error(v as never)) as Streams['error'],
      warning: routeTo(3, (v) => outer.warning(v as string)) as Streams['warning'],
      verbose: routeTo(4, (v) => outer.verbose(v as string)) as Streams['verbose'],
      debug: routeTo(5, (v) => outer.debug(v as string)) as Streams['debug'],
      information: (value, tags, host) => {
        const r = plan.routes[6];
        if (r.kind === 'keep') outer.information(value, tags, host); else routeTo(6, () => {})(value);
      },
      informationRedirected: plan.routes[6].kind !== 'keep' || outer.informationRedirected === true,
    };
    const inner = factory(f, routeTo(1, downstream), expectingInput);
    const run = (fn: () => void): void => {
      const saved = session.streams;
      session.streams = streams;
      try { fn(); } finally { session.streams = saved; }
    };
    const outerProcessor: Processor = {
      failed: false,
      wraps: inner,
      begin: () => run(() => inner.begin()),
      process: (input, hasInput) => run(() => inner.process(input, hasInput)),
      end: () => {
        run(() => inner.end());
        outerProcessor.failed = inner.failed;
        plan.files.forEach((file, i) => writeFile(f, file.target(f), buffers[i], file.append));
      },
    };
    return outerProcessor;
  };
}

function writeFile(f: Frame, target: unknown, lines: string[], append: boolean): void {
  const host = f.session.host;
  if (host.writeFile === undefined) throw runtimeError('Redirection to a file is not available here.', 'RedirectionNotSupported', 'NotImplemented');
  const path = V.toStringValue(target);
  const written = host.writeFile(path, lines.map((l) => l + '\n').join(''), append);
  // A redirection is PowerShell's Out-File, which reports a file it cannot open as FileOpenFailure.
  if (!written.ok) throw runtimeError(written.message, 'FileOpenFailure', 'OpenError', 'System.IO.IOException', path);
}
