// Remove-SvcEndpoint (docs/contract.md 3): by -Id, by -Url [-Method], or the endpoint objects of Get-SvcEndpoint from the
// pipeline. Removal is immediate; removing what does not exist is a non-terminating error (as Remove-Item).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import type { EndpointFilter } from '../../protocol/endpoint-types.js';
import { PSObject } from '../../values/types.js';
import { cmdletError } from '../cmdlet-errors.js';
import { callService, requireService } from './service-access.js';
import { METHOD_DISPLAY_NAMES, canonicalMethod } from '../../protocol/http-methods.js';

const NAME = 'Remove-SvcEndpoint';

const PARAMETERS = parameterList([
  { name: 'Id', type: 'int', position: 0, mandatory: true, parameterSets: ['Id'], help: 'The id of the endpoint (see Get-SvcEndpoint).' },
  { name: 'Endpoint', type: 'object', mandatory: true, valueFromPipeline: true, parameterSets: ['Endpoint'], help: 'Endpoint objects from Get-SvcEndpoint.' },
  { name: 'Url', type: 'string', mandatory: true, parameterSets: ['Url'], help: 'Removes the endpoints defined at this URL.' },
  { name: 'Method', type: 'string', parameterSets: ['Url'], validateSet: METHOD_DISPLAY_NAMES, help: 'With -Url: removes only this method.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const removeSvcEndpoint = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Removes endpoints.',
  description: 'Removes the endpoint with the given id, the endpoints at a URL (only the given method with -Method), or the endpoint objects piped from Get-SvcEndpoint. The next request to a removed endpoint gets 404 (or 405 when other methods remain).',
  defaultParameterSet: 'Id',
  parameters: PARAMETERS,
  examples: [
    { code: "New-SvcEndpoint /a { 1 }; New-SvcEndpoint /b { 2 }; New-SvcEndpoint /c { 3 }\nRemove-SvcEndpoint 3; (Get-SvcEndpoint).Url", remarks: 'Removes the endpoint with id 3.',
      output: '/a\n/b' },
    { code: "New-SvcEndpoint /x { 1 }; New-SvcEndpoint /y { 2 }\nGet-SvcEndpoint -Url /x | Remove-SvcEndpoint; (Get-SvcEndpoint).Url", remarks: 'Removes the endpoints at /x.',
      output: '/y' },
    { code: "New-SvcEndpoint /items { $Body } -Method Post, Put\nRemove-SvcEndpoint -Url /items -Method Post; (Get-SvcEndpoint).Method", remarks: 'Stops serving POST /items; other methods stay.',
      output: 'Put' },
  ],
  process(ctx) {
    const service = requireService(ctx, NAME);
    const filter = removalFilter(ctx);
    if (!filter) return;
    const removed = callService(ctx, NAME, 'InvalidEndpointFilter', () => service.removeEndpoints(filter));
    if (removed.length === 0) {
      const what = filter.id !== undefined ? `with id ${filter.id}` : `at ${filter.url}${filter.method ? ` for ${filter.method}` : ''}`;
      ctx.writeError(cmdletError(NAME, `No endpoint ${what} was found.`, 'EndpointNotFound', 'ObjectNotFound', filter.id ?? filter.url ?? null, 'System.Management.Automation.ItemNotFoundException'));
    }
  },
});

function removalFilter(ctx: Context): EndpointFilter | null {
  if (ctx.bound.has('Url')) {
    const filter: EndpointFilter = { url: ctx.params.Url };
    if (ctx.bound.has('Method')) filter.method = canonicalMethod(ctx.params.Method!);
    return filter;
  }
  if (ctx.bound.has('Endpoint')) {
    const value = ctx.params.Endpoint;
    const id = value instanceof PSObject ? value.getProperty('Id')?.value : value;
    if (typeof id === 'number' && Number.isInteger(id)) return { id };
    ctx.writeError(cmdletError(NAME, 'The input object is not an endpoint: it has no Id property. Pipe objects from Get-SvcEndpoint.', 'InvalidEndpointObject', 'InvalidArgument', null));
    return null;
  }
  return { id: ctx.params.Id };
}
