// System.Net.HttpStatusCode: the enum PowerShell shows for `$_.Exception.Response.StatusCode` (its string form is the
// member name, `NotFound`; `.value__` is the number, as for every .NET enum in PowerShell, about_Enum).

/** Status code -> .NET HttpStatusCode member name (where .NET has aliases, the name ToString() returns). */
const STATUS_NAMES: Record<number, string> = {
  100: 'Continue', 101: 'SwitchingProtocols', 102: 'Processing', 103: 'EarlyHints',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'NonAuthoritativeInformation', 204: 'NoContent',
  205: 'ResetContent', 206: 'PartialContent', 207: 'MultiStatus', 208: 'AlreadyReported', 226: 'IMUsed',
  300: 'MultipleChoices', 301: 'MovedPermanently', 302: 'Found', 303: 'SeeOther', 304: 'NotModified',
  305: 'UseProxy', 306: 'Unused', 307: 'TemporaryRedirect', 308: 'PermanentRedirect',
  400: 'BadRequest', 401: 'Unauthorized', 402: 'PaymentRequired', 403: 'Forbidden', 404: 'NotFound',
  405: 'MethodNotAllowed', 406: 'NotAcceptable', 407: 'ProxyAuthenticationRequired', 408: 'RequestTimeout',
  409: 'Conflict', 410: 'Gone', 411: 'LengthRequired', 412: 'PreconditionFailed', 413: 'RequestEntityTooLarge',
  414: 'RequestUriTooLong', 415: 'UnsupportedMediaType', 416: 'RequestedRangeNotSatisfiable',
  417: 'ExpectationFailed', 421: 'MisdirectedRequest', 422: 'UnprocessableEntity', 423: 'Locked',
  424: 'FailedDependency', 426: 'UpgradeRequired', 428: 'PreconditionRequired', 429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge', 451: 'UnavailableForLegalReasons',
  500: 'InternalServerError', 501: 'NotImplemented', 502: 'BadGateway', 503: 'ServiceUnavailable',
  504: 'GatewayTimeout', 505: 'HttpVersionNotSupported', 506: 'VariantAlsoNegotiates', 507: 'InsufficientStorage',
  508: 'LoopDetected', 510: 'NotExtended', 511: 'NetworkAuthenticationRequired',
};

/** Reason phrases that differ from the spaced-out enum name (RFC 9110 wording, as servers send them). */
const REASONS: Record<number, string> = {
  203: 'Non-Authoritative Information', 207: 'Multi-Status', 226: 'IM Used', 413: 'Payload Too Large',
  414: 'URI Too Long', 416: 'Range Not Satisfiable', 422: 'Unprocessable Entity', 505: 'HTTP Version Not Supported',
};

/** A [System.Net.HttpStatusCode] value. */
export class HttpStatusCode {
  constructor(public readonly value: number) {}
  /** The enum member name, or the number when .NET has no member for it (as an undefined enum value prints). */
  get name(): string { return STATUS_NAMES[this.value] ?? String(this.value); }
  toString(): string { return this.name; }
}

/** The reason phrase to show when the server sent none (HTTP/2, or an empty status line). */
export function defaultReasonPhrase(status: number): string {
  const special = REASONS[status];
  if (special) return special;
  const name = STATUS_NAMES[status];
  if (!name) return '';
  return name === 'OK' ? 'OK' : name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function reasonPhrase(status: number, statusText: string): string {
  return statusText.trim() !== '' ? statusText : defaultReasonPhrase(status);
}
