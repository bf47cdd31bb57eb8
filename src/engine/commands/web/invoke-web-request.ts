// Invoke-WebRequest (alias iwr): an HTTP request returned as a response object (BasicHtmlWebResponseObject).
import { defineCommand } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { invokeWeb } from './invoke-web.js';
import { webParameters } from './web-parameters.js';
import { HttpResponseMessage, headerTable } from './web-values.js';
import type { ReceivedResponse } from './web-values.js';

const RESPONSE_TYPE_NAMES = [
  'Microsoft.PowerShell.Commands.BasicHtmlWebResponseObject',
  'Microsoft.PowerShell.Commands.WebResponseObject',
  'System.Object',
];

export const invokeWebRequest = defineCommand({
  name: 'Invoke-WebRequest',
  aliases: ['iwr'],
  synopsis: 'Sends an HTTP request and returns the whole response: status, headers and content.',
  description:
    'Sends an HTTP request and returns an object with StatusCode, StatusDescription, Content (the body as text), ' +
    'RawContent (status line, headers and body), Headers (a hashtable) and RawContentLength. A -Uri that starts with / ' +
    'is sent to svc\'s own listener. A 4xx or 5xx status raises the same terminating error as Invoke-RestMethod, ' +
    'shaped by the ClientEdition setting, unless -SkipHttpErrorCheck is given.',
  parameters: webParameters,
  outputType: 'Microsoft.PowerShell.Commands.BasicHtmlWebResponseObject',
  examples: [
    { code: 'New-SvcEndpoint /user/:name { "Hello, $Name" }\n(Invoke-WebRequest /user/Adam).StatusCode', remarks: 'Returns 200.',
      output: '200' },
    { code: 'New-SvcEndpoint /user/:name { "Hello, $Name" }\n(iwr /user/Adam).Headers[\'Content-Type\']',
      remarks: 'Reads a response header.',
      output: 'text/plain; charset=utf-8' },
    { code: "New-SvcEndpoint /hello { 'Hello' }\n$r = iwr /missing -SkipHttpErrorCheck; $r.StatusCode; $r.Content",
      remarks: 'Returns a 404 response as an object instead of raising an error.',
      output: '404\nNo endpoint is defined for /missing.' },
  ],
  process(ctx) {
    ctx.writeOutput(webResponseObject(invokeWeb(ctx, 'Invoke-WebRequest')));
  },
});

export function webResponseObject(received: ReceivedResponse): PSObject {
  return PSObject.from([
    ['StatusCode', received.status],
    ['StatusDescription', received.reason],
    ['Content', received.body],
    ['RawContent', rawContent(received)],
    ['Headers', headerTable(received.headers)],
    ['RawContentLength', received.body.length],
    ['BaseResponse', new HttpResponseMessage(received)],
  ], RESPONSE_TYPE_NAMES);
}

/** The response as it came over the wire (WebResponseObject.RawContent): status line, headers, blank line, body. */
function rawContent(received: ReceivedResponse): string {
  const table = headerTable(received.headers);
  const lines = [`HTTP/1.1 ${received.status} ${received.reason}`];
  for (const [name, value] of table.entries()) lines.push(`${String(name)}: ${String(value)}`);
  return lines.join('\r\n') + '\r\n\r\n' + received.body;
}
