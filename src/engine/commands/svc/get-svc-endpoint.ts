// Get-SvcEndpoint (docs/contract.md 3): the defined endpoints, optionally filtered by id, URL or method.
import { defineCommand } from '../declaration.js';
import type { EndpointFilter } from '../../protocol/endpoint-types.js';
import { requireService } from './service-access.js';
import { endpointObject } from './endpoint-object.js';
import { METHOD_DISPLAY_NAMES, canonicalMethod } from '../../protocol/http-methods.js';

const NAME = 'Get-SvcEndpoint';

export const getSvcEndpoint = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Gets the defined endpoints.',
  description: 'Writes one Svc.Endpoint object per endpoint (Id, Url, Method, ErrorAction, Timeout, Description, Tag, ScriptBlock), in the order they were defined. -Url matches the URL as defined, case-insensitively (/user/:name also finds /User/:id).',
  parameters: [
    { name: 'Id', type: 'int', help: 'Only the endpoint with this id.' },
    { name: 'Url', type: 'string', position: 0, help: 'Only endpoints defined at this URL.' },
    { name: 'Method', type: 'string', validateSet: METHOD_DISPLAY_NAMES, help: 'Only endpoints serving this method.' },
  ],
  examples: [
    { code: "New-SvcEndpoint /hello { 'Hello' }; New-SvcEndpoint /items { $Body } -Method Post\nGet-SvcEndpoint",
      remarks: 'Lists every endpoint as a table.',
      output: 'Id Url    Method ErrorAction Timeout Description\n-- ---    ------ ----------- ------- -----------\n 1 /hello Get    Continue\n 2 /items Post   Continue' },
    { code: 'New-SvcEndpoint /user/:name { "Hello, $Name" }\nGet-SvcEndpoint -Url /user/:name | Select-Object -ExpandProperty ScriptBlock',
      remarks: 'Shows the script of an endpoint: its text without the braces, as PowerShell shows a script block.',
      output: ' "Hello, $Name"' },
  ],
  outputType: 'Svc.Endpoint',
  process(ctx) {
    const service = requireService(ctx, NAME);
    const filter: EndpointFilter = {};
    if (ctx.bound.has('Id')) filter.id = ctx.params.Id;
    if (ctx.bound.has('Url')) filter.url = ctx.params.Url;
    if (ctx.bound.has('Method')) filter.method = canonicalMethod(ctx.params.Method!);
    const endpoints = service.listEndpoints(filter);
    const defaultAction = String(service.getSettings().DefaultErrorAction ?? 'Continue');
    for (const endpoint of endpoints) ctx.writeOutput(endpointObject(endpoint, defaultAction));
  },
});
