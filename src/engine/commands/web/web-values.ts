// The .NET objects a script meets around a web request, as small classes read through the member table
// (web-members.ts). Core (PowerShell 7) hands out System.Net.Http.HttpResponseMessage; Desktop (Windows PowerShell
// 5.1) hands out System.Net.HttpWebResponse, whose body is read with
// `[System.IO.StreamReader]::new($_.Exception.Response.GetResponseStream()).ReadToEnd()` (docs/contract.md 7).
import { PSHashtable } from '../../values/types.js';
import { HttpStatusCode } from './http-status.js';

/** The response as received, shared by the value classes below. */
export interface ReceivedResponse {
  url: string;
  method: string;
  status: number;
  reason: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Response headers as a case-insensitive table. Node's fetch lower-cases names; they are shown in the usual
 * Title-Case (`Content-Type`), as servers write them and PowerShell shows them.
 */
export function headerTable(headers: Record<string, string>): PSHashtable {
  const table = new PSHashtable();
  for (const [name, value] of Object.entries(headers)) table.set(titleCase(name), value);
  return table;
}

function titleCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function contentTypeOf(headers: Record<string, string>): string {
  return headers['content-type'] ?? '';
}

/** System.Net.Http.HttpRequestMessage: the TargetObject of PowerShell 7's web errors. */
export class HttpRequestMessage {
  constructor(public readonly method: string, public readonly requestUri: string) {}
  toString(): string {
    // .NET's form without its trailing multi-line header block, so it fits CategoryInfo and list views.
    return `Method: ${this.method}, RequestUri: '${this.requestUri}', Version: 1.1, Content: <null>`;
  }
}

/** System.Net.Http.HttpResponseMessage ($_.Exception.Response under ClientEdition Core). */
export class HttpResponseMessage {
  readonly statusCode: HttpStatusCode;
  readonly headers: PSHashtable;
  readonly requestMessage: HttpRequestMessage;
  constructor(private readonly received: ReceivedResponse) {
    this.statusCode = new HttpStatusCode(received.status);
    this.headers = headerTable(received.headers);
    this.requestMessage = new HttpRequestMessage(received.method, received.url);
  }
  get reasonPhrase(): string { return this.received.reason; }
  get isSuccessStatusCode(): boolean { return this.received.status >= 200 && this.received.status <= 299; }
  get version(): string { return '1.1'; }
  toString(): string {
    return `StatusCode: ${this.received.status}, ReasonPhrase: '${this.received.reason}', Version: 1.1, Content: System.Net.Http.HttpConnectionResponseContent`;
  }
}

/** The response body as a stream (System.IO.Stream): read once by a StreamReader, rewound with .Position = 0. */
export class ResponseStream {
  /** Position in characters (the body is held as text; svc reads bodies as UTF-8). */
  position = 0;
  constructor(public readonly text: string) {}
  get length(): number { return this.text.length; }
  get canRead(): boolean { return true; }
  get canSeek(): boolean { return true; }
  /** Reads from the position to the end and moves the position there. */
  readRest(): string {
    const rest = this.text.slice(this.position);
    this.position = this.text.length;
    return rest;
  }
  toString(): string { return 'System.IO.MemoryStream'; }
}

/** System.Net.HttpWebResponse ($_.Exception.Response under ClientEdition Desktop). */
export class HttpWebResponse {
  readonly statusCode: HttpStatusCode;
  readonly headers: PSHashtable;
  /** GetResponseStream() returns the same stream every time, as .NET does. */
  private readonly stream: ResponseStream;
  constructor(private readonly received: ReceivedResponse) {
    this.statusCode = new HttpStatusCode(received.status);
    this.headers = headerTable(received.headers);
    this.stream = new ResponseStream(received.body);
  }
  get statusDescription(): string { return this.received.reason; }
  get contentType(): string { return contentTypeOf(this.received.headers); }
  get contentLength(): number { return Number(this.received.headers['content-length'] ?? this.received.body.length); }
  get responseUri(): string { return this.received.url; }
  get method(): string { return this.received.method; }
  get protocolVersion(): string { return '1.1'; }
  getResponseStream(): ResponseStream { return this.stream; }
  toString(): string { return 'System.Net.HttpWebResponse'; }
}

/** System.IO.StreamReader over a ResponseStream (or over text, for `[System.IO.StreamReader]::new('...')`-free use). */
export class StreamReader {
  constructor(public readonly baseStream: ResponseStream) {}
  get endOfStream(): boolean { return this.baseStream.position >= this.baseStream.length; }
  readToEnd(): string { return this.baseStream.readRest(); }
  /** One line without its terminator; $null at the end of the stream (StreamReader.ReadLine). */
  readLine(): string | null {
    const s = this.baseStream;
    if (s.position >= s.length) return null;
    const rest = s.text.slice(s.position);
    const m = /\r\n|\n|\r/.exec(rest);
    const line = m ? rest.slice(0, m.index) : rest;
    s.position += m ? m.index + m[0].length : rest.length;
    return line;
  }
  /** Nothing is buffered ahead of the position, so there is nothing to discard (kept for the 5.1 idiom). */
  discardBufferedData(): void {}
  close(): void {}
  dispose(): void {}
  toString(): string { return 'System.IO.StreamReader'; }
}
