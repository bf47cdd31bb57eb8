// Run-time state (STYLE.md: per-run state in an explicit context, no module-level mutable state).
// SessionState lives as long as a Session; a Frame is one running scope (a script, a function, a script block);
// a CallFrame is one line of the ScriptStackTrace.
import type { ScriptBlock, Extent } from '../../../grammar/ast.js';
import type { Host } from '../host.js';
import type { StreamSink } from '../streams.js';
import type { ErrorRecord } from '../errors/error-record.js';
import type { CommandDeclaration } from '../commands/declaration.js';
import type { ValueContext } from '../values/index.js';
import type { Scope } from './scope.js';

/** One frame of the script call stack (about_Automatic_Variables: ScriptStackTrace). */
export interface CallFrame {
  /** '<ScriptBlock>' or the function name. */
  readonly name: string;
  readonly file: string | null;
  /** The script block being run: its text gives the line text of InvocationInfo. */
  readonly block: ScriptBlock;
  /** Where this frame is now: the statement or command being run (the call site, for an outer frame). */
  pos: Extent;
  /** For a function frame: the call site in the caller, for InvocationInfo of Write-Error inside a function. */
  readonly callerPos: Extent | null;
  readonly callerFrame: CallFrame | null;
}

/** Where non-output streams go right now; redirections (`2>&1`, `2>$null`, `3>&1`) swap it for a command's duration. */
export interface Streams {
  error(record: ErrorRecord): void;
  warning(message: string): void;
  verbose(message: string): void;
  debug(message: string): void;
  information(value: unknown, tags: readonly string[], hostOptions: import('../streams.js').HostWriteOptions | null): void;
  /** A redirection (`6>&1`, `6>$null`, `*> file`) takes the information stream: it gets records even when silenced. */
  readonly informationRedirected?: boolean;
}

export interface SessionState {
  readonly host: Host;
  readonly sink: StreamSink;
  readonly global: Scope;
  /** The builtin cmdlets by lower-cased name: one table shared by every session made from the same declarations. */
  readonly cmdlets: ReadonlyMap<string, CommandDeclaration>;
  /** $Error: newest first, capped at 256 (about_Automatic_Variables). */
  readonly errors: unknown[];
  /** $? */
  lastSuccess: boolean;
  /** Active try-with-catch blocks and traps: when > 0, statement-terminating errors propagate to them. */
  handlerDepth: number;
  readonly callStack: CallFrame[];
  /** Errors being handled by catch/trap bodies, innermost last: a bare `throw` rethrows the last. */
  readonly caught: ErrorRecord[];
  /** -ErrorVariable lists of the advanced functions running now: every error written goes to each. */
  readonly errorVariables: unknown[][];
  /** -WarningVariable and -InformationVariable lists of the advanced functions running now (common-variables.ts). */
  readonly warningVariables: unknown[][];
  readonly informationVariables: unknown[][];
  /** Nesting of script calls, against CallDepthOverflow. */
  depth: number;
  /** The script-terminating error a top-level statement of the run's script ended the run with (error-model.ts stopRun). */
  stoppedBy: import('../errors/error-record.js').TerminatingError | null;
  streams: Streams;
  scriptFile: string | null;
  readonly inEndpoint: boolean;
  /** An endpoint's shared files by sharedFileKey (src/engine/protocol/shared-files.ts); null outside one, or none. */
  readonly sharedFiles: ReadonlyMap<string, import('../protocol/shared-files.js').SharedFile> | null;
  /** Script modules imported in this session, by path (modules.ts): a second Import-Module reuses the first. */
  readonly modules: Map<string, import('./modules.js').ModuleInfo>;
  /** The classes and enums this session's scripts defined (about_Classes): type names resolve through it. */
  readonly types: import('../values/index.js').TypeRegistry;
  /** $PSStyle, made on first use (values/ps-style.ts). */
  psStyle: import('../values/types.js').PSObject | null;
  makeValueContext(f: Frame): ValueContext;
  /** Counts loop iterations and pipeline objects between interrupt polls. */
  pollCounter: number;
}

/** One running scope. The ValueContext (for -match's $Matches and script block calls from methods) is made on first use. */
export class Frame {
  private vctx: ValueContext | null = null;
  /**
   * In a class method's frame: where `return` puts its value (about_Classes_Methods: a method outputs only what it
   * returns; everything else its statements write is discarded). null in every other frame.
   */
  methodOutput: unknown[] | null = null;
  /** The frame of the run's own script (session.ts runScript): its top-level statements end the run without a throw. */
  endsRun = false;
  constructor(
    readonly session: SessionState,
    readonly scope: Scope,
    /** The scope `$script:` names. */
    readonly scriptScope: Scope,
    readonly call: CallFrame,
  ) {}

  get valueContext(): ValueContext {
    if (this.vctx === null) this.vctx = this.session.makeValueContext(this);
    return this.vctx;
  }
}

/** Output of a statement: one object at a time (about_Pipelines). */
export type Out = (value: unknown) => void;
