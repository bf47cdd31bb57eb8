// The variables an endpoint script sees (docs/contract.md 4.2, PSU's $Url, $Headers, $Body... and route/query parameters).
// Query-string keys never overwrite an automatic variable, svc's or PowerShell's (about_Automatic_Variables,
// about_Preference_Variables): `?ErrorActionPreference=Continue` must not change how the script handles errors.
import { PSHashtable } from '../values/types.js';
import type { EndpointRequest } from '../protocol/endpoint-types.js';

/** PowerShell's automatic and preference variables a request may not set. */
const POWERSHELL_AUTOMATIC = [
  'null', 'true', 'false', 'args', 'input', '_', 'PSItem', 'Error', 'ErrorActionPreference', 'WarningPreference',
  'VerbosePreference', 'DebugPreference', 'InformationPreference', 'ProgressPreference', 'ConfirmPreference',
  'WhatIfPreference', 'Matches', 'LASTEXITCODE', 'Host', 'PID', 'PWD', 'HOME', 'PSVersionTable', 'ExecutionContext',
  'MyInvocation', 'PSScriptRoot', 'PSCommandPath', 'this', 'foreach', 'switch', 'OFS', 'StackTrace',
  'PSBoundParameters', 'IsWindows', 'IsLinux', 'IsMacOS', 'IsCoreCLR', 'Event', 'Sender', 'FormatEnumerationLimit',
  'MaximumHistoryCount', 'NestedPromptLevel', 'ShellId', 'PSCulture', 'PSUICulture', 'PSEdition', 'PSHOME',
  'ErrorView', 'PSDefaultParameterValues', 'PSNativeCommandArgumentPassing', 'PSStyle',
];

/** svc's automatic variables (automaticVariables below) and PowerShell's, lower-cased: names a query key may not set. */
const PROTECTED_NAMES: ReadonlySet<string> = new Set([
  'Url', 'Method', 'Headers', 'Body', 'Data', 'Query', 'Cookies', 'RemoteIpAddress', 'RemotePort', 'LocalIpAddress',
  'LocalPort', 'RequestId', 'UrlDefinition', 'ConnectionId', 'SessionId', 'Identity', 'Roles', 'User', ...POWERSHELL_AUTOMATIC,
].map((n) => n.toLowerCase()));

function table(entries: Iterable<[string, unknown]>): PSHashtable {
  const h = new PSHashtable();
  for (const [k, v] of entries) h.set(k, v);
  return h;
}

/** The automatic variables of an endpoint, in the order PSU documents them. */
export function automaticVariables(request: EndpointRequest): [string, unknown][] {
  return [
    ['Url', request.url],
    ['Method', request.method],
    ['Headers', table(Object.entries(request.headers))],
    ['Body', request.body],
    ['Data', request.data],
    ['Query', table(Object.entries(request.query))],
    ['Cookies', table(Object.entries(request.cookies))],
    ['RemoteIpAddress', request.remoteIpAddress],
    ['RemotePort', request.remotePort],
    ['LocalIpAddress', request.localIpAddress],
    ['LocalPort', request.localPort],
    ['RequestId', request.requestId],
    ['UrlDefinition', request.urlDefinition],
    ['ConnectionId', request.connectionId],
    ['SessionId', request.sessionId],
    // PSU's API variables: $Identity is the identity's name; $User and $Roles as its apps define them. Without
    // -Authentication they are not set, so they read $null (a query key never sets them; a route parameter the
    // author named :user still does): docs/security.md.
    ...(request.identity === null ? [] : [
      ['Identity', request.identity.name],
      ['User', request.identity.name],
      ['Roles', [...request.identity.roles]],
    ] as [string, unknown][]),
  ];
}

/**
 * Every variable to set, lowest precedence first: query parameters, then route parameters, then the automatic
 * variables. Query keys naming an automatic variable (or one `isReserved` reports, i.e. defined by the session) are
 * dropped; route parameters are the endpoint author's own names and are kept. With a param() block (`declared`),
 * only the automatic variables: the binder sets the declared parameters, and nothing else of the request becomes a
 * variable (docs/contract.md 4.2, PSU's CWE-914 advice).
 */
export function endpointVariables(request: EndpointRequest, isReserved: (name: string) => boolean, declared = false): [string, unknown][] {
  const automatic = automaticVariables(request);
  if (declared) return automatic;
  const query = Object.entries(request.query)
    .filter(([name]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PROTECTED_NAMES.has(name.toLowerCase()) && !isReserved(name));
  return [...query, ...Object.entries(request.routeParameters), ...automatic];
}
