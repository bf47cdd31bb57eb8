// New-SvcApiResponse (docs/contract.md 3 and 4.4): an explicit HTTP response. When one reaches an endpoint's output
// the script ends there and the response is exactly this status, body (or data), content type, headers and cookies.
import { defineCommand } from '../declaration.js';
import { ApiResponse } from '../../values/types.js';

export const newSvcApiResponse = defineCommand({
  name: 'New-SvcApiResponse',
  synopsis: 'Creates an explicit HTTP response for an endpoint script to return.',
  description: 'Inside an endpoint script, writing this object ends the script (finally blocks still run) and answers exactly its -StatusCode with its -Body or -Data, -ContentType (default text/plain; charset=utf-8 for a body), -Headers and -Cookies; any other output is discarded. At the prompt it just returns the object.',
  defaultParameterSet: 'Body',
  parameters: [
    { name: 'StatusCode', type: 'int', position: 0, defaultValue: 200, validateRange: [100, 599], help: 'The HTTP status code, 100 to 599. Default: 200.' },
    { name: 'Body', type: 'string', position: 1, parameterSets: ['Body'], help: 'The response body as text.' },
    { name: 'Data', type: 'byte[]', mandatory: true, allowEmptyCollection: true, parameterSets: ['Data'], help: 'The response body as bytes (instead of -Body).' },
    { name: 'ContentType', type: 'string', help: 'The Content-Type header. Default: text/plain; charset=utf-8 for -Body, application/octet-stream for -Data.' },
    { name: 'Headers', type: 'hashtable', help: 'More response headers, name = value.' },
    { name: 'Cookies', type: 'hashtable', help: 'Cookies to set, name = value.' },
  ],
  examples: [
    { code: 'New-SvcApiResponse -StatusCode 404 -Body "Not here"', remarks: 'Answers 404 with the text Not here.',
      output: 'StatusCode  : 404\nBody        : Not here\nContentType :\nHeaders     :\nCookies     :\nData        :' },
    { code: "New-SvcApiResponse -Body '{\"ok\":true}' -ContentType application/json -Headers @{ 'X-Trace' = $RequestId }", remarks: 'A JSON body with an extra header.',
      output: 'StatusCode  : 200\nBody        : {"ok":true}\nContentType : application/json\nHeaders     : System.Collections.Hashtable\nCookies     :\nData        :' },
    { code: 'New-SvcApiResponse -Data ([byte[]](1,2,3)) -ContentType application/octet-stream', remarks: 'Three bytes.',
      output: 'StatusCode  : 200\nBody        :\nContentType : application/octet-stream\nHeaders     :\nCookies     :\nData        : {1, 2, 3}' },
  ],
  outputType: 'Svc.ApiResponse',
  process(ctx) {
    const p = ctx.params;
    ctx.writeOutput(new ApiResponse({
      StatusCode: p.StatusCode as number,
      Body: (p.Body as string | undefined) ?? null,
      ContentType: (p.ContentType as string | undefined) ?? null,
      Headers: p.Headers ?? null,
      Cookies: p.Cookies ?? null,
      Data: toBytes(p.Data),
    }));
  },
});

function toBytes(value: unknown): Uint8Array | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Uint8Array) return value;
  return Uint8Array.from((Array.isArray(value) ? value : [value]).map((b) => Number(b) & 0xff));
}
