// The errors of Invoke-RestMethod / Invoke-WebRequest, shaped as each PowerShell edition raises them (docs/contract.md 7,
// the ClientEdition setting). PowerShell 7 (Core) puts the response body in ErrorDetails, so the concise view
// shows `Invoke-RestMethod: <body>`; Windows PowerShell 5.1 (Desktop) raises a generic WebException and the body
// stays in the response stream.
import { ErrorRecord, PSException } from '../../errors/error-record.js';
import type { ErrorCategory } from '../../errors/error-record.js';
import { bindingRecord, cmdletClassName, messages } from '../binding-errors.js';
import { HttpRequestMessage, HttpResponseMessage, HttpWebResponse, contentTypeOf } from './web-values.js';
import type { ReceivedResponse } from './web-values.js';

export type ClientEdition = 'Core' | 'Desktop';

const HTTP_REQUEST_EXCEPTION = 'System.Net.Http.HttpRequestException';
const WEB_EXCEPTION = 'System.Net.WebException';

function record(exception: PSException, id: string, commandName: string, category: ErrorCategory, target: unknown): ErrorRecord {
  return new ErrorRecord(exception, `${id},${cmdletClassName(commandName)}`, category, target);
}

/** A 4xx/5xx response, unless -SkipHttpErrorCheck. */
export function statusError(commandName: string, edition: ClientEdition, received: ReceivedResponse): ErrorRecord {
  return edition === 'Desktop' ? desktopStatusError(commandName, received) : coreStatusError(commandName, received);
}

function coreStatusError(commandName: string, received: ReceivedResponse): ErrorRecord {
  const message = `Response status code does not indicate success: ${received.status} (${received.reason}).`;
  const response = new HttpResponseMessage(received);
  const exception = new PSException('Microsoft.PowerShell.Commands.HttpResponseException', message, null);
  exception.extra.set('Response', response);
  exception.extra.set('StatusCode', response.statusCode);
  const target = new HttpRequestMessage(received.method, received.url);
  const er = record(exception, 'WebCmdletWebResponseException', commandName, 'InvalidOperation', target);
  const details = formatErrorDetails(received.body, contentTypeOf(received.headers));
  if (details !== '') er.errorDetails = details;
  return er;
}

function desktopStatusError(commandName: string, received: ReceivedResponse): ErrorRecord {
  const message = `The remote server returned an error: (${received.status}) ${received.reason}.`;
  const exception = new PSException(WEB_EXCEPTION, message, null);
  exception.extra.set('Response', new HttpWebResponse(received));
  exception.extra.set('Status', 'ProtocolError');
  // docs/contract.md 7: no body in the Desktop error record; the caller reads it from the response stream.
  return desktopRecord(exception, commandName);
}

/**
 * PowerShell 7's FormatErrorMessage: a JSON body is shown on its own lines, indented; an HTML body loses its tags.
 * PowerShell 7 strips `<...>` from every non-JSON body, which would turn svc's stack trace lines
 * (`at <ScriptBlock>, <No file>: line 2`) into `at , : line 2`; svc strips tags only from HTML, so the body reads as
 * the error contract describes (the message is the body and the stack trace lines). Recorded in docs/client.md.
 */
export function formatErrorDetails(body: string, contentType: string): string {
  if (/[/+]json\b/i.test(contentType)) {
    try {
      return '\n' + JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      // not JSON after all: shown as text below
    }
  }
  return /\bx?html\b/i.test(contentType) ? body.replace(/<[^>]*>/g, '') : body;
}

/** No HTTP response at all: a refused connection, a timeout, a bad host or URI. */
export interface ExchangeFailure {
  error: 'refused' | 'timeout' | 'other';
  message: string;
  url: string;
  method: string;
  timeoutSec: number;
}

export function exchangeError(commandName: string, edition: ClientEdition, failure: ExchangeFailure): ErrorRecord {
  return edition === 'Desktop' ? desktopExchangeError(commandName, failure) : coreExchangeError(commandName, failure);
}

function hostOf(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url);
  return m ? m[1] : url;
}

function coreExchangeError(commandName: string, f: ExchangeFailure): ErrorRecord {
  const target = new HttpRequestMessage(f.method, f.url);
  if (f.error === 'timeout') {
    // HttpClient.Timeout elapsing surfaces as a TaskCanceledException that the cmdlet does not handle itself.
    const inner = new PSException('System.TimeoutException', 'The operation was canceled.', null);
    const message = `The request was canceled due to the configured HttpClient.Timeout of ${f.timeoutSec} seconds elapsing.`;
    const exception = new PSException('System.Threading.Tasks.TaskCanceledException', message, inner);
    return record(exception, 'System.Threading.Tasks.TaskCanceledException', commandName, 'OperationTimeout', target);
  }
  const refused = 'No connection could be made because the target machine actively refused it.';
  const innerMessage = f.error === 'refused' ? refused : f.message;
  const inner = new PSException('System.Net.Sockets.SocketException', innerMessage, null);
  const message = f.error === 'refused' ? `${refused} (${hostOf(f.url)})` : f.message;
  const exception = new PSException(HTTP_REQUEST_EXCEPTION, message, inner);
  const er = record(exception, 'WebCmdletWebResponseException', commandName, 'InvalidOperation', target);
  // PowerShell 7 shows the inner (socket) message as ErrorDetails: `Invoke-RestMethod: No connection could be made...`
  er.errorDetails = innerMessage;
  return er;
}

function desktopExchangeError(commandName: string, f: ExchangeFailure): ErrorRecord {
  const [message, status] =
    f.error === 'timeout' ? ['The operation has timed out.', 'Timeout']
    : f.error === 'refused' ? ['Unable to connect to the remote server', 'ConnectFailure']
    : [f.message, 'UnknownError'];
  const inner = f.error === 'refused'
    ? new PSException('System.Net.Sockets.SocketException', `No connection could be made because the target machine actively refused it ${hostOf(f.url)}`, null)
    : null;
  const exception = new PSException(WEB_EXCEPTION, message, inner);
  exception.extra.set('Response', null);
  exception.extra.set('Status', status);
  // Windows PowerShell 5.1 catches every WebException the same way, refused and timed out alike.
  return desktopRecord(exception, commandName);
}

/**
 * Windows PowerShell 5.1's WebException record: target the HttpWebRequest (CategoryInfo
 * `InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod], WebException`), shown in 5.1's
 * classic view (docs/client.md "Desktop").
 */
function desktopRecord(exception: PSException, commandName: string): ErrorRecord {
  const er = record(exception, 'WebCmdletWebResponseException', commandName, 'InvalidOperation', 'System.Net.HttpWebRequest');
  er.categoryOverrides = { targetType: 'HttpWebRequest' };
  er.errorView = 'NormalView';
  return er;
}

/**
 * Parameters Windows PowerShell 5.1's web cmdlets do not have: under ClientEdition Desktop they are refused as 5.1
 * refuses any unknown parameter (NamedParameterNotFound).
 */
export const CORE_ONLY_PARAMETERS = ['SkipHttpErrorCheck', 'StatusCodeVariable', 'ResponseHeadersVariable'];

export function desktopUnknownParameter(commandName: string, name: string): ErrorRecord {
  const er = bindingRecord({ errorIdSuffix: cmdletClassName(commandName), isFunction: false }, 'NamedParameterNotFound', messages.namedNotFound(name));
  er.errorView = 'NormalView';
  return er;
}

/** The cmdlets need a host that can make requests: absent in an endpoint until the sandbox bridges it. */
export function noHttpError(commandName: string): ErrorRecord {
  const exception = new PSException('System.NotSupportedException', `${commandName} is not available here: this host has no HTTP client.`, null);
  return record(exception, 'WebCmdletNotSupported', commandName, 'NotImplemented', null);
}

/** A bad -Body / -Headers / -Uri value, found before any request is sent. */
export function argumentError(commandName: string, id: string, message: string, target: unknown = null): ErrorRecord {
  const exception = new PSException('System.ArgumentException', message, null);
  return record(exception, id, commandName, 'InvalidArgument', target);
}
