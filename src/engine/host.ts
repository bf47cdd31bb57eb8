// Host powers reach the engine only through this interface (STYLE.md): the engine itself imports no node:* module,
// so it bundles into a sandbox isolate. Every call is synchronous from the engine's point of view: in the shell the
// engine runs on a worker thread that waits on the main thread; in an isolate, host functions are applied with
// applySyncPromise. Either way the server's event loop never waits on a script.
import type { EndpointInfo, EndpointDefinition, EndpointFilter, RequestRecord } from './protocol/endpoint-types.js';
import type { CacheHost } from './protocol/store-types.js';

export type { CacheHost };

export interface Host {
  /** Milliseconds since the epoch (Get-Date, [datetime]::Now). */
  now(): number;
  /** Minutes to add to local time to get UTC at the given instant (as Date.prototype.getTimezoneOffset). */
  timezoneOffset(epochMs: number): number;
  /** Uniform in [0, 1) (Get-Random, New-Guid). */
  random(): number;
  /** Waits without burning CPU (Start-Sleep). Throws PipelineStoppedSignal when interrupted. */
  sleep(ms: number): void;
  /**
   * Polled by loops and pipelines; returns a reason when the run must stop now (Ctrl-C, timeout), else null.
   * Must be cheap: it is called once per loop iteration. It may throw instead: the shell's heap guard throws a
   * PipelineStoppedSignal carrying an OutOfMemoryException when its heap is nearly full (docs/shell.md, memory).
   */
  checkInterrupt(): 'interrupted' | 'timeout' | null;
  /** $env:NAME; undefined when not set or not allowed (endpoint scripts see no environment). */
  getEnvironmentVariable(name: string): string | undefined;
  /** `$env:NAME = value` (undefined removes it); absent where the environment is read-only (endpoint scripts). */
  setEnvironmentVariable?(name: string, value: string | undefined): void;
  /**
   * $PSVersionTable's OS and Platform, and $IsLinux/$IsMacOS/$IsWindows (from `family`), $PID and $HOME; absent in
   * endpoint scripts, which are not told about the server.
   */
  system?: { os: string; platform: 'Unix' | 'Win32NT'; family?: 'Linux' | 'MacOS' | 'Windows' | null; pid?: number; home?: string };
  /** `> file` and `>> file` redirections and Out-File; absent in endpoint scripts. */
  writeFile?(path: string, text: string, append: boolean): ItemOutcome<void>;
  /** The client cmdlets (Invoke-RestMethod, Invoke-WebRequest); absent where not bridged. */
  http?(request: HttpRequestData): HttpResponseData;
  /** The svc commands (New-SvcEndpoint...); absent inside endpoint scripts. */
  service?: ServiceHost;
  /** Script files and the current location (docs/files.md): a power of the shell only, absent in endpoint scripts. */
  files?: FileHost;
  /** The prompt's own history of this session (Get-History, Invoke-History, Clear-History); absent elsewhere. */
  history?: HistoryHost;
  /**
   * The shared cache (Set-/Get-/Remove-/Clear-/Update-SvcCache and `$Cache:`; docs/state.md): the same store at the
   * prompt, in .svc files and in endpoints. Absent where no store was given (a bare engine session).
   */
  cache?: CacheHost;
  /** Native programs run from the prompt (`curl -i URL`); absent in endpoint scripts (docs/shell.md "Native commands"). */
  native?: NativeHost;
}

/** One command line the prompt ran, as plain data (PowerShell's HistoryInfo). Times are epoch milliseconds. */
export interface HistoryEntry {
  id: number;
  commandLine: string;
  executionStatus: 'Completed' | 'Failed' | 'Stopped';
  startExecutionTime: number;
  endExecutionTime: number;
}

/** The history the shell keeps, oldest first; the shell decides what an entry is (a line, or a whole block). */
export interface HistoryHost {
  list(): HistoryEntry[];
  /** Removes the entries with these ids. */
  remove(ids: number[]): void;
}

/** Programs on the PATH, run in the current location with the shell's environment; output comes back as text. */
export interface NativeHost {
  /** The program's path when `name` is a program on the PATH, else null. */
  find(name: string): string | null;
  /** Runs it to the end; `stdin` is the pipeline input as text (null: none). Throws Error(message) when it cannot start. */
  run(path: string, args: string[], stdin: string | null): { exitCode: number; stdout: string; stderr: string };
}

/**
 * The shell's file powers the engine uses: the current location (about_Locations) and reading script files. Paths
 * are the host's to resolve (the engine knows nothing of the platform's path rules).
 */
export interface FileHost {
  /** The current location: an absolute path, against which relative paths resolve. */
  getLocation(): string;
  /** An absolute, normalised path for `path`: relative to `base` (an absolute folder) when given, else to the location. */
  resolvePath(path: string, base?: string | null): string;
  /**
   * The text of the script file at the absolute `path` (UTF-8); a `notFound` failure when there is no such file, an
   * `io` failure when it exists but cannot be read. `purpose` and `from` (the file whose code asked, null at the
   * prompt) let the shell record what was loaded, to watch it (docs/files.md); `args`, the arguments of a script
   * run (`. ./defs.svc -Port 8080`, as the parameter binder reads them), let a reload run it again with them.
   */
  readScript(path: string, purpose: 'script' | 'endpoint', from: string | null, args?: readonly unknown[]): ItemOutcome<string>;
  /**
   * Replaces the file at the absolute `path` with `text` (UTF-8) atomically: a temporary file in the same folder,
   * then a rename over the target (Export-SvcEndpoint, docs/files.md). On a failure (its outcome) the
   * file, if it existed, is as it was and no temporary file is left.
   */
  writeScript(path: string, text: string): ItemOutcome<void>;
  /**
   * The item commands (Get-ChildItem, Get-Content, Set-Location, New-Item...; docs/shell.md "Files"): absent where
   * the host gives no file system. Paths are as typed (relative to the location); every failure is an ItemOutcome
   * with its kind and a message in PowerShell's words (`Cannot find path '/x' because it does not exist.`).
   */
  items?: ItemHost;
}

/**
 * Why an item call failed, the distinctions PowerShell's file system provider makes (item-access.ts turns each into
 * its error record): no such item, an item already there, a folder with children, any other input/output failure.
 */
export type ItemFailureKind = 'notFound' | 'exists' | 'notEmpty' | 'io';
export interface ItemFailure { ok: false; kind: ItemFailureKind; message: string }
/** An item call's outcome: a failure is data with a kind, as ServiceOutcome is, never a thrown Error told by its text. */
export type ItemOutcome<T> = { ok: true; value: T } | ItemFailure;

/** One file or folder as plain data (Get-ChildItem's FileInfo / DirectoryInfo). */
export interface FileItem {
  name: string;
  fullName: string;
  /** The folder it is in. */
  parent: string;
  isDirectory: boolean;
  /** Bytes; 0 for a folder. */
  length: number;
  /** Milliseconds since the epoch. */
  lastWriteTime: number;
  /** PowerShell's Mode column on Unix: `d----`, `-----`, `l----`. */
  mode: string;
}

export interface ItemHost {
  /** Set-Location: moves the current location; returns the new one. `~` is the home folder. */
  setLocation(path: string): ItemOutcome<string>;
  /**
   * The items a path names; a wildcard (`*`, `?`, `[a-c]`) in its last part matches several; [] when none. With
   * `hidden: false` a wildcard skips hidden items (a leading dot), as a provider cmdlet without -Force does.
   */
  resolveItems(path: string, options?: { hidden: boolean }): ItemOutcome<FileItem[]>;
  /** The children of a folder (recursively with `recurse`), hidden ones (a leading dot) only with `force`. */
  childItems(path: string, options: { recurse: boolean; force: boolean }): ItemOutcome<FileItem[]>;
  readText(path: string): ItemOutcome<string>;
  writeText(path: string, text: string, append: boolean): ItemOutcome<void>;
  /** New-Item: a file (with text) or a folder; an existing one is an error unless `force` (a file is then emptied). */
  newItem(path: string, kind: 'File' | 'Directory', text: string, force: boolean): ItemOutcome<FileItem>;
  /** Remove-Item: a folder with children needs `recurse`. */
  removeItem(path: string, recurse: boolean): ItemOutcome<void>;
  /** Copy-Item / Move-Item: into `destination` when it is a folder, else to it. */
  copyItem(path: string, destination: string, recurse: boolean): ItemOutcome<void>;
  /** An existing file at the target is replaced only with `force` (else a failure: nothing is lost). */
  moveItem(path: string, destination: string, force: boolean): ItemOutcome<void>;
}

export interface HttpRequestData {
  /**
   * An absolute http(s) URL, a URL without a scheme (`localhost:5000/x`, taken as http), or a bare path starting
   * with `/`, which the host resolves against svc's own listener (docs/contract.md 7; src/client/http-client.ts resolveUrl).
   */
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  /** 0: no timeout. */
  timeoutMs: number;
  /**
   * The most response body bytes the host may read (the sandbox sets MaxResponseKB here); past it the host stops
   * reading and the exchange fails (`error: 'other'`, a message naming the limit). Absent: no cap (the shell's own
   * Invoke-RestMethod, as PowerShell's).
   */
  maxBodyBytes?: number;
}

/**
 * One HTTP exchange as plain data. `headers` has lower-case names, one string each (repeated headers joined with
 * ", "; Set-Cookie values joined with "\n"). `url` is the URL actually requested (the bare path resolved). A failed
 * exchange (no HTTP response at all) is `ok: false`; an HTTP error status is still `ok: true`.
 */
export type HttpResponseData =
  | { ok: true; status: number; statusText: string; headers: Record<string, string>; body: string; url?: string }
  | { ok: false; error: 'refused' | 'timeout' | 'other'; message: string; url?: string };

/** A service call that the server may refuse (a malformed -Url, a bad setting): the refusal is data, one line. */
export type ServiceOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * What New-/Get-/Remove-SvcEndpoint and Get-/Set-SvcSetting need from the server. Refusals come back as data
 * (ServiceOutcome), so they cross the shell's thread edge as they are, never as thrown errors told apart by class.
 */
export interface ServiceHost {
  defineEndpoint(def: EndpointDefinition): ServiceOutcome<{ endpoint: EndpointInfo; replaced: boolean }>;
  listEndpoints(filter: EndpointFilter): EndpointInfo[];
  removeEndpoints(filter: EndpointFilter): ServiceOutcome<EndpointInfo[]>;
  getSettings(): Record<string, unknown>;
  setSettings(changes: Record<string, unknown>): ServiceOutcome<void>;
  /** The request log's ring buffer, oldest first (Get-SvcRequestLog filters it). */
  requestLog(): RequestRecord[];
  /** The sandbox pool's counts (size, busy, queued, recycled...), or null when no pool runs the endpoints. */
  poolStats?(): Record<string, number> | null;
  /**
   * Grant-/Get-/Revoke-SvcAppToken (docs/security.md). Signing and the store are asynchronous on the server, so only
   * a host that can wait for it has this (the shell's worker bridge); a session on the server's own thread does not.
   */
  appTokens?(request: AppTokenRequest): ServiceOutcome<AppTokenAnswer>;
  /** New-/Get-/Remove-SvcRateLimit (docs/security.md, rate limits). */
  defineRateLimit?(definition: RateLimitDefinition): ServiceOutcome<{ limit: RateLimitInfo; replaced: boolean }>;
  listRateLimits?(): RateLimitInfo[];
  removeRateLimits?(filter: { id?: number; endpoint?: string }): ServiceOutcome<RateLimitInfo[]>;
}

/** One app token as Get-SvcAppToken shows it: never the token itself. Times are epoch ms. */
export interface AppTokenInfo {
  id: string;
  identity: string;
  roles: string[];
  issued: number;
  expires: number;
  revoked: boolean;
}

export type AppTokenRequest =
  | { op: 'grant'; identity: string; roles: string[]; expires: number | null }
  | { op: 'list' }
  | { op: 'revoke'; id: string }
  | { op: 'rotateKey' };

export type AppTokenAnswer =
  | { op: 'grant'; info: AppTokenInfo; token: string }
  | { op: 'list'; tokens: AppTokenInfo[] }
  | { op: 'revoke'; info: AppTokenInfo }
  | { op: 'rotateKey' };

/** New-SvcRateLimit's definition (PSU's New-PSURateLimit, with svc's tiers: -Role and -Identity). */
export interface RateLimitDefinition {
  /** 'METHOD|/url' or a bare '/url' (every method); `*` is a wildcard in either part. */
  endpoint: string;
  limit: number;
  /** Milliseconds. */
  periodMs: number;
  /** The tier: the limit applies to callers holding one of these roles (empty: to everyone). */
  roles: string[];
  /** The tier: the limit applies to these identities (empty: to everyone). */
  identities: string[];
  definedIn?: string | null;
}

export interface RateLimitInfo extends RateLimitDefinition {
  id: number;
}
