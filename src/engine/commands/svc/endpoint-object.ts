// The objects Get-SvcEndpoint writes: Id, Url, Method, ErrorAction, Timeout, Description, Tag, ScriptBlock (docs/contract.md 3),
// typed Svc.Endpoint so the shell shows them as a table and Remove-SvcEndpoint takes them from the pipeline.
import { PSObject } from '../../values/types.js';
import type { EndpointInfo } from '../../protocol/endpoint-types.js';
import { methodDisplayName } from '../../protocol/http-methods.js';
import { scriptBlockBody } from '../../values/index.js';

export const ENDPOINT_TYPE_NAME = 'Svc.Endpoint';

/** `defaultErrorAction` is the DefaultErrorAction setting, which an endpoint defined without -ErrorAction follows. */
export function endpointObject(info: EndpointInfo, defaultErrorAction: string): PSObject {
  return PSObject.from([
    ['Id', info.id],
    ['Url', info.url],
    ['Method', info.methods.length === 1 ? methodDisplayName(info.methods[0]) : info.methods.map(methodDisplayName)],
    ['ErrorAction', info.errorAction ?? defaultErrorAction],
    ['Timeout', info.timeout],
    ['Description', info.description],
    ['Tag', [...info.tags]],
    // Its text as PowerShell shows a script block (ScriptBlock.ToString(): without the braces); a -Path file's whole text.
    ['ScriptBlock', info.path ? info.script : scriptBlockBody(info.script)],
    ['Path', info.path ?? null],
    ['RegEx', info.regex === true],
    ['Authentication', info.authentication === true],
    ['Role', [...(info.roles ?? [])]],
  ], [ENDPOINT_TYPE_NAME, 'System.Management.Automation.PSCustomObject', 'System.Object']);
}
