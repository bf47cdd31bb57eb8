// Members scripts may use on the web objects (about_Properties, about_Methods): tables installed with the values
// module's by installMemberTables, from createSession (configuration, not per-run state). Names follow .NET's.
import { PSException, runtimeError } from '../../errors/error-record.js';
import { HttpStatusCode } from './http-status.js';
import { HttpRequestMessage, HttpResponseMessage, HttpWebResponse, ResponseStream, StreamReader } from './web-values.js';
import { staticAdder, tableAdder, toStringValue, type MemberTable, type StaticMembers } from '../../values/index.js';

/** The web objects' member tables, in order. */
export const webMembers: MemberTable[] = [];
const add = tableAdder(webMembers);
/** The web objects' static member tables. */
export const webStatics: StaticMembers[] = [];

/** The string form PowerShell shows (an enum's member name, a stream's type name...). */
const toString = (t: { toString(): string }): string => t.toString();

// The web exceptions' own members ($_.Exception.Response, .Status, .StatusCode), kept in PSException.extra; the
// common exception members (Message, InnerException...) stay the values module's.
const isWebException = (v: unknown): boolean => v instanceof PSException && v.extra.has('Response');
add(isWebException, {
  properties: {
    Response: (e: PSException) => e.extra.get('Response') ?? null,
    Status: (e: PSException) => e.extra.get('Status') ?? null,
    StatusCode: (e: PSException) => e.extra.get('StatusCode') ?? null,
  },
});

add(HttpStatusCode, {
  typeName: 'System.Net.HttpStatusCode',
  baseTypes: ['System.Enum', 'System.ValueType'],
  // value__ is how PowerShell reaches an enum's number (about_Enum).
  properties: { value__: (t: HttpStatusCode) => t.value },
  toString,
  methods: { GetHashCode: (t: HttpStatusCode) => t.value },
});

add(HttpRequestMessage, {
  typeName: 'System.Net.Http.HttpRequestMessage',
  properties: {
    Method: (t: HttpRequestMessage) => t.method,
    RequestUri: (t: HttpRequestMessage) => t.requestUri,
    Version: () => '1.1',
    Content: () => null,
  },
  toString,
});

add(HttpResponseMessage, {
  typeName: 'System.Net.Http.HttpResponseMessage',
  properties: {
    StatusCode: (t: HttpResponseMessage) => t.statusCode,
    ReasonPhrase: (t: HttpResponseMessage) => t.reasonPhrase,
    Headers: (t: HttpResponseMessage) => t.headers,
    IsSuccessStatusCode: (t: HttpResponseMessage) => t.isSuccessStatusCode,
    Version: (t: HttpResponseMessage) => t.version,
    RequestMessage: (t: HttpResponseMessage) => t.requestMessage,
  },
  toString,
  methods: { EnsureSuccessStatusCode: (t: HttpResponseMessage) => t },
});

add(HttpWebResponse, {
  typeName: 'System.Net.HttpWebResponse',
  baseTypes: ['System.Net.WebResponse', 'System.MarshalByRefObject'],
  properties: {
    StatusCode: (t: HttpWebResponse) => t.statusCode,
    StatusDescription: (t: HttpWebResponse) => t.statusDescription,
    Headers: (t: HttpWebResponse) => t.headers,
    ContentType: (t: HttpWebResponse) => t.contentType,
    ContentLength: (t: HttpWebResponse) => t.contentLength,
    ResponseUri: (t: HttpWebResponse) => t.responseUri,
    Method: (t: HttpWebResponse) => t.method,
    ProtocolVersion: (t: HttpWebResponse) => t.protocolVersion,
  },
  toString,
  methods: {
    GetResponseStream: (t: HttpWebResponse) => t.getResponseStream(),
    GetResponseHeader: (t: HttpWebResponse, args: unknown[]) => t.headers.get(toStringValue(args[0])) ?? '',
    Close: () => null,
    Dispose: () => null,
  },
});

add(ResponseStream, {
  typeName: 'System.IO.MemoryStream',
  baseTypes: ['System.IO.Stream', 'System.MarshalByRefObject'],
  properties: {
    Position: (t: ResponseStream) => t.position,
    Length: (t: ResponseStream) => t.length,
    CanRead: (t: ResponseStream) => t.canRead,
    CanSeek: (t: ResponseStream) => t.canSeek,
  },
  // `$reader.BaseStream.Position = 0`: the Windows PowerShell 5.1 idiom for re-reading a body already read.
  setters: { Position: (t: ResponseStream, v: unknown) => { t.position = Math.max(0, Math.min(t.length, Number(v) || 0)); } },
  toString,
  methods: { Close: () => null, Dispose: () => null, Seek: seek },
});

function seek(t: ResponseStream, args: unknown[]): number {
  const origin = toStringValue(args[1] ?? 'Begin').toLowerCase();
  const base = origin === 'current' || origin === '1' ? t.position : origin === 'end' || origin === '2' ? t.length : 0;
  t.position = Math.max(0, Math.min(t.length, base + (Number(args[0]) || 0)));
  return t.position;
}

add(StreamReader, {
  typeName: 'System.IO.StreamReader',
  baseTypes: ['System.IO.TextReader', 'System.MarshalByRefObject'],
  properties: {
    BaseStream: (t: StreamReader) => t.baseStream,
    EndOfStream: (t: StreamReader) => t.endOfStream,
  },
  toString,
  methods: {
    ReadToEnd: (t: StreamReader) => t.readToEnd(),
    ReadLine: (t: StreamReader) => t.readLine(),
    DiscardBufferedData: (t: StreamReader) => t.discardBufferedData(),
    Close: (t: StreamReader) => t.close(),
    Dispose: (t: StreamReader) => t.dispose(),
  },
});

/** `[System.IO.StreamReader]::new($stream)`: the Windows PowerShell 5.1 way to read a Desktop error's body. */
export function newStreamReader(args: unknown[]): StreamReader {
  const source = args[0];
  if (source instanceof ResponseStream) return new StreamReader(source);
  if (source instanceof StreamReader) return new StreamReader(source.baseStream);
  const shown = source == null ? '' : toStringValue(source);
  throw runtimeError(
    `Cannot convert argument "stream", with value: "${shown}", for "StreamReader" to type "System.IO.Stream".`,
    'MethodArgumentConversionInvalidCastArgument', 'NotSpecified', 'System.Management.Automation.MethodException',
  );
}

staticAdder(webStatics)('System.IO.StreamReader', { methods: { new: (args) => newStreamReader(args) } });
