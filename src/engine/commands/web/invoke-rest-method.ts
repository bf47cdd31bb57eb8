// Invoke-RestMethod (alias irm): an HTTP request whose JSON answer becomes objects (about Invoke-RestMethod).
import { defineCommand } from '../declaration.js';
import { invokeWeb } from './invoke-web.js';
import { webParameters } from './web-parameters.js';
import { fromJson } from '../../values/index.js';
import { contentTypeOf } from './web-values.js';
import type { ReceivedResponse } from './web-values.js';

export const invokeRestMethod = defineCommand({
  name: 'Invoke-RestMethod',
  aliases: ['irm'],
  synopsis: 'Sends an HTTP request to a REST service and returns the answer, JSON turned into objects.',
  description:
    'Sends an HTTP request and writes the response body to the pipeline: a JSON body becomes PSCustomObjects (a JSON array ' +
    'is enumerated, one object per element), any other body is returned as a string. A -Uri that starts with / is sent ' +
    'to svc\'s own listener. A 4xx or 5xx status raises a terminating error shaped by the ClientEdition setting: Core ' +
    '(PowerShell 7) shows the response body as the error text; Desktop (Windows PowerShell 5.1) raises "The remote ' +
    'server returned an error: (404) Not Found." and leaves the body in $_.Exception.Response.GetResponseStream().',
  parameters: webParameters,
  outputType: 'System.Management.Automation.PSCustomObject, System.String',
  examples: [
    { code: 'Invoke-RestMethod /user/Adam', remarks: 'Calls the svc endpoint /user/:name and returns its JSON answer as an object.' },
    { code: "irm /users -Method Post -Body @{ name = 'Ann' }", remarks: 'Sends the hashtable as form fields (application/x-www-form-urlencoded).' },
    { code: "$h = @{ name = 'Ann' }\nirm /users -Method Post -Body ($h | ConvertTo-Json) -ContentType application/json", remarks: 'Sends JSON: convert the hashtable first. A hashtable body is always sent as form fields, whatever -ContentType says, as in PowerShell.' },
    { code: "irm /users -Body @{ page = 2 }", remarks: 'On a Get, a hashtable body becomes the query string: /users?page=2.' },
    { code: 'try { irm /missing } catch { $_.Exception.Response.StatusCode.value__; $_.ErrorDetails.Message }', remarks: 'Reads the status code and the body of a failed call (ClientEdition Core).' },
    { code: 'irm /missing -SkipHttpErrorCheck -StatusCodeVariable code; $code', remarks: 'Returns the body of a 404 instead of raising an error, and the status code in $code.' },
  ],
  process(ctx) {
    const received = invokeWeb(ctx, 'Invoke-RestMethod');
    if (received.method === 'HEAD' || received.body === '') return;
    ctx.writeOutput(restResult(received));
  },
});

/**
 * PowerShell 7's ProcessResponse: a JSON content type is parsed as JSON; any other (but XML, which svc does not
 * parse) is tried as JSON and kept as text when it is not JSON.
 */
export function restResult(received: ReceivedResponse): unknown {
  const contentType = contentTypeOf(received.headers);
  if (/[/+]xml\b/i.test(contentType)) return received.body;
  try {
    return fromJson(received.body);
  } catch {
    return received.body;
  }
}
