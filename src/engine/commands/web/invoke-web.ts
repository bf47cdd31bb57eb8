// The flow both web cmdlets share (WebRequestPSCmdlet.ProcessRecord): build the request, have the host send it,
// raise PowerShell's errors for failures and 4xx/5xx (per the ClientEdition setting), set -StatusCodeVariable and
// -ResponseHeadersVariable.
import type { CommandContext, ParamsOf } from '../declaration.js';
import type { webParameters } from './web-parameters.js';

/** The context of the web cmdlets' blocks, its params typed from their shared declarations. */
type Context = CommandContext<ParamsOf<typeof webParameters>>;
import { buildRequest } from './build-request.js';
import { argumentError, CORE_ONLY_PARAMETERS, desktopUnknownParameter, exchangeError, noHttpError, statusError } from './web-errors.js';
import type { ClientEdition } from './web-errors.js';
import { reasonPhrase } from './http-status.js';
import { headerTable } from './web-values.js';
import type { ReceivedResponse } from './web-values.js';

/** docs/contract.md 3: ClientEdition, default Core; inside an endpoint there is no service and PowerShell 7 rules apply. */
export function clientEdition(ctx: Context): ClientEdition {
  const service = ctx.host.service;
  if (!service) return 'Core';
  const value = service.getSettings().ClientEdition;
  return typeof value === 'string' && value.toLowerCase() === 'desktop' ? 'Desktop' : 'Core';
}

/** Sends the request; returns the response, or raises the edition's statement-terminating error. */
export function invokeWeb(ctx: Context, commandName: string): ReceivedResponse {
  const http = ctx.host.http;
  if (!http) ctx.throwTerminating(noHttpError(commandName));
  const edition = clientEdition(ctx);
  if (edition === 'Desktop') {
    const refused = CORE_ONLY_PARAMETERS.find((p) => ctx.bound.has(p));
    if (refused !== undefined) ctx.throwTerminating(desktopUnknownParameter(commandName, refused));
  }
  const built = buildRequest(ctx.params);
  if (!built.ok) ctx.throwTerminating(argumentError(commandName, built.id, built.message, ctx.params.Uri));
  const { request } = built;
  const response = http.call(ctx.host, request);
  if (!response.ok) {
    const timeoutSec = request.timeoutMs / 1000;
    ctx.throwTerminating(exchangeError(commandName, edition, { ...response, url: response.url ?? request.url, method: request.method, timeoutSec }));
  }
  const received: ReceivedResponse = {
    url: response.url ?? request.url,
    method: request.method,
    status: response.status,
    reason: reasonPhrase(response.status, response.statusText),
    headers: response.headers,
    body: response.body,
  };
  const success = received.status >= 200 && received.status <= 299;
  if (!success && ctx.params.SkipHttpErrorCheck !== true) ctx.throwTerminating(statusError(commandName, edition, received));
  setResultVariables(ctx, received);
  return received;
}

function setResultVariables(ctx: Context, received: ReceivedResponse): void {
  const statusVar = ctx.params.StatusCodeVariable;
  if (typeof statusVar === 'string' && statusVar !== '') ctx.setVariable(statusVar, received.status);
  const headersVar = ctx.params.ResponseHeadersVariable;
  if (typeof headersVar === 'string' && headersVar !== '') ctx.setVariable(headersVar, headerTable(received.headers));
}

