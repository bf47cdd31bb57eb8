// The plain data that crosses from the HTTP stage into the engine (possibly inside an isolate) and back.
// Only JSON-safe values here: everything is copied across the sandbox edge.
import type { ErrorRecordData } from '../errors/error-record.js';
import type { ErrorActionName } from './action-preference.js';
import type { HttpMethod } from './http-methods.js';
import type { SharedFile } from './shared-files.js';

export type { ErrorActionName } from './action-preference.js';
export type { HttpMethod } from './http-methods.js';

/** What New-SvcEndpoint hands to the server. `script` is the text of the -Endpoint block, braces included. */
export interface EndpointDefinition {
  url: string;
  methods: HttpMethod[];
  script: string;
  /** null: use the DefaultErrorAction setting. */
  errorAction: ErrorActionName | null;
  /** Seconds; null: use the ApiTimeout setting; 0: none. */
  timeout: number | null;
  description: string | null;
  tags: string[];
  /**
   * `-Path FILE` (PowerShell Universal's form, docs/files.md): the absolute path of the script file, whose whole text
   * is `script` (no braces; line 1 is the file's line 1). Absent or null for an -Endpoint block.
   */
  path?: string | null;
  /** How stack traces name that file: the -Path argument as written (never the server's absolute layout unless given so). */
  scriptName?: string | null;
  /** The script file whose code defined the endpoint, null at the prompt: reload replaces only file-defined endpoints. */
  definedIn?: string | null;
  /** The files the script loads (`. ./helpers.svc`, `Import-Module ./helpers.psm1`), read when it was defined (docs/files.md). */
  sharedFiles?: SharedFile[] | null;
  /** -RegEx: `url` is a .NET pattern matched against the whole path; its named groups become variables. */
  regex?: boolean;
  /** -Authentication: a valid app token is required (401 without one; docs/security.md). */
  authentication?: boolean;
  /** -Role: the token must carry one of these roles (403 otherwise); compared case-insensitively. Implies -Authentication. */
  roles?: string[];
}

export interface EndpointInfo extends EndpointDefinition {
  id: number;
}

export interface EndpointFilter {
  id?: number;
  url?: string;
  method?: HttpMethod;
}

/** A request as plain data (docs/contract.md 4.2). */
export interface EndpointRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  path: string;
  urlDefinition: string;
  routeParameters: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The body as a UTF-8 string, always raw. */
  body: string;
  /** The body bytes. They cross the isolate edge as one byte copy beside the JSON of the rest (src/sandbox/wire-request.ts). */
  data: Uint8Array;
  /** Form fields, when the body is application/x-www-form-urlencoded. */
  form: Record<string, string | string[]> | null;
  remoteIpAddress: string;
  remotePort: number;
  localIpAddress: string;
  localPort: number;
  requestId: string;
  /** Names the HTTP connection: the same for every request on one keep-alive connection (PSU's $ConnectionId). */
  connectionId: string;
  /** The session cookie's value (svc sets the cookie when the request has none: docs/http.md, sessions). */
  sessionId: string;
  /** Who called, from a valid app token: null on an endpoint without -Authentication (docs/security.md). */
  identity: RequestIdentity | null;
}

/** The caller an app token names: its identity and roles, as the token carries them. */
export interface RequestIdentity {
  name: string;
  roles: string[];
}

/** How the endpoint runs: its script (text, braces included) and the settings that shape its result. */
export interface EndpointRunOptions {
  script: string;
  /** Set for a -Path endpoint: `script` is a whole file, and stack traces name it so (docs/files.md). */
  scriptName?: string | null;
  /** The files the script loads, shipped with its definition (EndpointDefinition.sharedFiles). */
  sharedFiles?: readonly SharedFile[] | null;
  errorAction: ErrorActionName;
  jsonDepth: number;
  /** The heap limit of the sandbox isolate the call runs in (MemoryLimitMB); absent or 0 outside a sandbox. */
  memoryLimitMb?: number;
}

/**
 * Body text as the engine makes it, or its UTF-8 bytes once it has crossed the isolate edge: a big body leaves the
 * isolate as one byte copy, never as JSON parsed on the server's event loop (src/sandbox/guest/result-wire.ts).
 */
export type BodyText = string | Uint8Array;

/**
 * The body of a normal (non-explicit) response, serialised inside the engine per docs/contract.md 4.3: 'json' when
 * it is JSON (ConvertTo-Json's output, or a single string that parses as JSON), else verbatim text.
 */
export type OutputBody =
  | { kind: 'none' }
  | { kind: 'string'; value: BodyText }
  | { kind: 'json'; value: BodyText };

export interface ExplicitResponseData {
  statusCode: number;
  body: BodyText | null;
  data: Uint8Array | null;
  contentType: string | null;
  headers: [string, string][];
  cookies: [string, string][];
}

/**
 * What the script wrote for people rather than for the response (about_Output_Streams): Write-Host ('host'),
 * Write-Information, Write-Warning, and Write-Verbose/Write-Debug when their preference lets them through. The
 * request log shows it (docs/http.md, "The request log"); it never reaches an HTTP body.
 */
export interface HostOutputLine {
  stream: 'host' | 'information' | 'warning' | 'verbose' | 'debug';
  text: string;
}

/** The outcome of one endpoint call, as data. The one HTTP mapping (src/http/to-response.ts) turns it into a response. */
export type EndpointResult =
  /** `session`: the script reads $SessionId, so a new session's cookie goes out with the response (docs/http.md, sessions). */
  | { kind: 'output'; body: OutputBody; errors: ErrorRecordData[]; errorAction: ErrorActionName; hostOutput?: HostOutputLine[]; session?: boolean }
  | { kind: 'response'; response: ExplicitResponseData; errors: ErrorRecordData[]; hostOutput?: HostOutputLine[]; session?: boolean }
  /** A terminating error ended the script (throw, or any error under Stop). `errors` holds every error of the run, oldest first, including it. */
  | { kind: 'terminated'; errors: ErrorRecordData[]; errorAction: ErrorActionName; hostOutput?: HostOutputLine[]; session?: boolean }
  /** param() binding failed before the script ran (docs/contract.md 4.2): 400. */
  | { kind: 'badRequest'; message: string }
  /**
   * Produced by the sandbox, not the engine: the script exceeded a limit (timeout in seconds, memory in MB, its
   * response body in KB: the MaxResponseKB setting).
   */
  | { kind: 'limit'; limit: 'timeout' | 'memory' | 'response'; value: number }
  /**
   * Produced by the sandbox: the call was not run, or was stopped, for a reason of the server's (docs/sandbox.md, the
   * pool): every isolate busy past the queue wait, the server shutting down, or the client gone. 503 with Retry-After.
   */
  | { kind: 'unavailable'; reason: 'busy' | 'shutdown' | 'gone' | 'nested'; message: string; retryAfter: number };

/**
 * One answered request as the request log keeps it (src/http/request-log.ts; Get-SvcRequestLog, the console page).
 * `url` is the path with its query string, as received.
 */
export interface RequestRecord {
  /** Increases by one per request since the service started (the console's SSE event id). */
  sequence: number;
  time: string;
  method: string;
  url: string;
  status: number;
  durationMs: number;
  requestId: string | null;
  /** The -Url of the endpoint that answered; null when none did (404, 405, ...). */
  endpoint: string | null;
  request: { headers: Record<string, string>; body: string };
  response: { headers: [string, string][]; body: string };
  /** The script's error records, oldest first, with their stack traces: also under Continue, where the status is 200. */
  errors: ErrorRecordData[];
  hostOutput: HostOutputLine[];
  /** The rule that refused the call before the script ran (-Authentication, -Role, a rate limit); null when none did. */
  refusal?: string | null;
  /** The process id of the worker that answered, under `svc --workers N` (docs/scale.md); absent in one process. */
  worker?: number;
}
