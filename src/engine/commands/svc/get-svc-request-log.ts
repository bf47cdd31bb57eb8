// Get-SvcRequestLog (docs/http.md, "The request log"): the service's recent requests as objects, oldest first, from its
// ring buffer (the RequestLogSize setting). -Url matches the path (query included) with wildcards, -StatusCode any of
// the given codes, -Last keeps the newest N of what matched.
import { defineCommand } from '../declaration.js';
import { PSHashtable, PSObject } from '../../values/types.js';
import type { RequestRecord } from '../../protocol/endpoint-types.js';
import type { ErrorRecordData } from '../../errors/error-record.js';
import { wildcardMatch } from '../../values/index.js';
import { requireService } from './service-access.js';

const NAME = 'Get-SvcRequestLog';
const TYPE_NAMES = ['Svc.RequestLogEntry', 'System.Management.Automation.PSCustomObject', 'System.Object'];

export const getSvcRequestLog = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Gets the recent requests the service answered.',
  description: 'Writes one Svc.RequestLogEntry per request, oldest first: Time, Method, Url (path and query), StatusCode, '
    + 'DurationMs, Endpoint (the -Url that answered), Errors (message, position and ScriptStackTrace of each error the '
    + 'script wrote, also when the status is 200), HostOutput (Write-Host, warnings, information), Request (Headers, Body), '
    + 'ResponseHeaders, ResponseBody and Refusal (the rule that refused the call: -Authentication, -Role or a rate limit). The service keeps the last RequestLogSize requests (Set-SvcSetting). Entries '
    + 'show as a table of Time, Method, Url, StatusCode and DurationMs; Format-List * shows every property.',
  parameters: [
    { name: 'Last', type: 'int', validateRange: [1, 2147483647], help: 'Only the newest N requests (of those that match the other filters).' },
    { name: 'Url', type: 'string', position: 0, help: 'Only requests whose path and query match this wildcard pattern (e.g. /user/*), case-insensitively.' },
    { name: 'StatusCode', type: 'int[]', help: 'Only requests answered with one of these status codes.' },
  ],
  examples: [
    { code: 'New-SvcEndpoint /user/:name { "Hello, $Name" }\nirm /user/Adam; irm /user/Bob\nGet-SvcRequestLog -Last 5 | Select-Object Method, Url, StatusCode',
      remarks: 'The five newest requests (here the two there are), without the Time and DurationMs columns, which vary.',
      output: 'Hello, Adam\nHello, Bob\n\nMethod Url        StatusCode\n------ ---        ----------\nGET    /user/Adam        200\nGET    /user/Bob         200' },
    { code: "New-SvcEndpoint /fail { throw 'Out of coffee' }\nirm /fail -SkipHttpErrorCheck | Out-Null\nGet-SvcRequestLog -StatusCode 500 | Select-Object -Last 1 -ExpandProperty Errors",
      remarks: 'The errors of the last request that answered 500.',
      output: 'Message               : Out of coffee\nFullyQualifiedErrorId : Out of coffee\nLine                  : 1\nColumn                : 3\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\n                        at <ScriptBlock>, <No file>: line 1' },
    { code: 'New-SvcEndpoint /user/:name { if ($Name -eq \'Bob\') { Write-Error "No user $Name" }; "Hello, $Name" }\nirm /user/Adam; irm /user/Bob\nGet-SvcRequestLog /user/* | Where-Object { $_.Errors.Count -gt 0 } | Select-Object Url, StatusCode',
      remarks: 'Requests under /user/ whose script wrote errors, whatever their status.',
      output: 'Hello, Adam\nHello, Bob\n\nUrl       StatusCode\n---       ----------\n/user/Bob        200' },
  ],
  outputType: 'Svc.RequestLogEntry',
  process(ctx) {
    let records = requireService(ctx, NAME).requestLog();
    if (ctx.bound.has('Url')) {
      const pattern = ctx.params.Url!;
      records = records.filter((r) => wildcardMatch(r.url, pattern) || wildcardMatch(pathOf(r.url), pattern));
    }
    if (ctx.bound.has('StatusCode')) {
      const codes = new Set(ctx.params.StatusCode);
      records = records.filter((r) => codes.has(r.status));
    }
    if (ctx.bound.has('Last')) records = records.slice(-ctx.params.Last!);
    for (const record of records) ctx.writeOutput(entryObject(record));
  },
});

const pathOf = (url: string): string => url.split('?')[0]!;

function entryObject(r: RequestRecord): PSObject {
  return PSObject.from([
    ['Time', r.time],
    ['Method', r.method],
    ['Url', r.url],
    ['StatusCode', r.status],
    ['DurationMs', r.durationMs],
    ['Endpoint', r.endpoint],
    ['Errors', r.errors.map(errorObject)],
    ['HostOutput', r.hostOutput.map((h) => (h.stream === 'host' ? h.text : `${h.stream.toUpperCase()}: ${h.text}`))],
    ['Request', PSObject.from([['Headers', hashtable(Object.entries(r.request.headers))], ['Body', r.request.body]])],
    ['ResponseHeaders', hashtable(r.response.headers)],
    ['ResponseBody', r.response.body],
    ['RequestId', r.requestId],
    ['Refusal', r.refusal ?? null],
  ], TYPE_NAMES);
}

function errorObject(e: ErrorRecordData): PSObject {
  return PSObject.from([
    ['Message', e.message],
    ['FullyQualifiedErrorId', e.fullyQualifiedErrorId],
    ['Line', e.line],
    ['Column', e.column],
    ['ScriptStackTrace', e.scriptStackTrace.join('\n')],
  ], ['Svc.RequestLogError', 'System.Management.Automation.PSCustomObject', 'System.Object']);
}

function hashtable(entries: Iterable<[string, string]>): PSHashtable {
  const h = new PSHashtable();
  for (const [k, v] of entries) h.set(k, v);
  return h;
}
