// The HTTP methods an endpoint serves (docs/contract.md 3: Get, Post, Put, Patch, Delete, Options; HEAD is served by
// Get). The one list: New-/Get-/Remove-SvcEndpoint's -Method sets, the router and the service read it.

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type HttpMethod = typeof HTTP_METHODS[number];

/** Get, Post...: the spelling the -Method parameters take and Get-SvcEndpoint shows. */
export function methodDisplayName(method: HttpMethod): string {
  return method.charAt(0) + method.slice(1).toLowerCase();
}

export const METHOD_DISPLAY_NAMES: readonly string[] = HTTP_METHODS.map(methodDisplayName);

/** The method in upper case; throws Error (one line) for one svc does not serve. */
export function canonicalMethod(method: string): HttpMethod {
  const upper = method.toUpperCase() as HttpMethod;
  if (!HTTP_METHODS.includes(upper)) throw new Error(`The method '${method}' is not supported; use ${HTTP_METHODS.join(', ')}.`);
  return upper;
}
