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
    { code: 'New-SvcEndpoint /user/:name { [ordered]@{ Name = $Name; Greeting = "Hello, $Name" } }\nInvoke-RestMethod /user/Adam',
      remarks: "Calls the svc endpoint /user/:name (a URL that starts with / goes to svc's own listener) and returns its JSON answer as an object.",
      output: 'Name Greeting\n---- --------\nAdam Hello, Adam' },
    { code: "New-SvcEndpoint /users -Method Post { $Body }\nirm /users -Method Post -Body @{ name = 'Ann' }",
      remarks: 'Sends the hashtable as form fields (application/x-www-form-urlencoded); the endpoint answers with the body it received.',
      output: 'name=Ann' },
    { code: "New-SvcEndpoint /users -Method Post { $Body }\n$h = @{ name = 'Ann' }\nirm /users -Method Post -Body ($h | ConvertTo-Json) -ContentType application/json",
      remarks: 'Sends JSON: convert the hashtable first. A hashtable body is always sent as form fields, whatever -ContentType says, as in PowerShell.',
      output: 'name\n----\nAnn' },
    { code: 'New-SvcEndpoint /users { "Page $Page of the users" }\nirm /users -Body @{ page = 2 }',
      remarks: 'On a Get, a hashtable body becomes the query string: /users?page=2.',
      output: 'Page 2 of the users' },
    { code: 'New-SvcEndpoint /user/:name { New-SvcApiResponse -StatusCode 404 -Body "No user $Name" }\ntry { irm /user/Zoe } catch { $_.Exception.Response.StatusCode.value__; $_.ErrorDetails.Message }',
      remarks: 'Reads the status code and the body of a failed call (ClientEdition Core).',
      output: '404\nNo user Zoe' },
    { code: 'New-SvcEndpoint /user/:name { New-SvcApiResponse -StatusCode 404 -Body "No user $Name" }\nirm /user/Zoe -SkipHttpErrorCheck -StatusCodeVariable code; $code',
      remarks: 'Returns the body of a 404 instead of raising an error, and the status code in $code.',
      output: 'No user Zoe\n404' },
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
