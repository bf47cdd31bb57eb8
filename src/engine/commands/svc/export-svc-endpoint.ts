// Export-SvcEndpoint (docs/files.md): the current endpoints, and the settings that differ from their defaults, as a
// .svc file that recreates them when run (definitions-text.ts writes it). With -Path the file is replaced atomically
// through the shell's host (Host.files.writeScript: a temporary file in the same folder, then a rename), so a failed
// export never leaves a truncated file; without -Path the text is written to the output stream.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import type { ServiceHost } from '../../host.js';
import type { EndpointInfo } from '../../protocol/endpoint-types.js';
import { cmdletError } from '../cmdlet-errors.js';
import { requireService } from './service-access.js';
import { definitionsText } from './definitions-text.js';
import { folderOf, requireFiles } from './endpoint-file.js';

const NAME = 'Export-SvcEndpoint';

const PARAMETERS = parameterList([
  { name: 'Path', type: 'string', position: 0, aliases: ['FilePath'], itemPath: true, help: 'The file to write (relative to the current location); it is replaced if it exists.' },
  { name: 'Url', type: 'string[]', help: 'Only the endpoints defined at these URLs (matched as Get-SvcEndpoint -Url matches).' },
  { name: 'Id', type: 'int[]', help: 'Only the endpoints with these ids.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const exportSvcEndpoint = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Writes the endpoints and the changed settings as a .svc file that recreates them.',
  description: [
    'Writes one Set-SvcSetting call with every setting that differs from its default (but Port, ListenAddress and Watch,',
    'which are chosen where svc starts), then one New-SvcEndpoint call per',
    'endpoint in definition order, with the parameters that differ from their defaults; script blocks are written as',
    'they were typed and -Path endpoints as -Path (relative as defined when that still names the same file from the',
    'exported file\'s folder, else absolute). Running the file (svc FILE, or . ./FILE) defines the same endpoints and',
    'settings. With -Path the file is replaced atomically: the text goes to a temporary file in the same folder, which',
    'is then renamed over the target, so a failure leaves an existing file as it was. Without -Path the text is written',
    'to the output stream. -Url and -Id export only those endpoints (the settings are always written).',
  ].join(' '),
  parameters: PARAMETERS,
  examples: [
    { code: 'Export-SvcEndpoint -Path ./defs.svc', remarks: 'Saves what was defined at the prompt; `svc defs.svc` serves it again.' },
    { code: 'Export-SvcEndpoint -Url /user/:name', remarks: 'Shows the definition of one endpoint as svc source.' },
  ],
  outputType: 'System.String',
  process(ctx) {
    const service = requireService(ctx, NAME);
    const files = ctx.host.files;
    const target = ctx.bound.has('Path') ? requireFiles(ctx, NAME, ctx.params.Path!).resolvePath(ctx.params.Path!) : null;
    const base = target === null ? files?.getLocation() ?? null : folderOf(target);
    const text = definitionsText({
      endpoints: selectedEndpoints(ctx, service),
      settings: service.getSettings(),
      rateLimits: service.listRateLimits?.() ?? [],
      pathArgument: (e) => (e.scriptName != null && base !== null && files!.resolvePath(e.scriptName, base) === e.path ? e.scriptName : e.path),
    });
    if (target === null) { ctx.writeOutput(text); return; }
    const written = files!.writeScript(target, text);
    if (!written.ok) {
      const message = `Cannot export to '${target}': ${written.message} The file, if it existed, is unchanged.`;
      ctx.throwTerminating(cmdletError(NAME, message, 'ExportFailed', 'WriteError', ctx.params.Path, 'System.IO.IOException'));
    }
  },
});

/** Every endpoint, or those -Url and -Id name (both given: an endpoint must match both); a filter matching nothing is an error. */
function selectedEndpoints(ctx: Context, service: ServiceHost): EndpointInfo[] {
  let endpoints = service.listEndpoints({});
  if (ctx.bound.has('Url')) {
    const ids = new Set<number>();
    for (const url of ctx.params.Url!) {
      const found = service.listEndpoints({ url });
      if (found.length === 0) notFound(ctx, `at ${url}`, url);
      for (const e of found) ids.add(e.id);
    }
    endpoints = endpoints.filter((e) => ids.has(e.id));
  }
  if (ctx.bound.has('Id')) {
    const wanted = ctx.params.Id!;
    for (const id of wanted) if (!endpoints.some((e) => e.id === id)) notFound(ctx, `with id ${id}`, id);
    endpoints = endpoints.filter((e) => wanted.includes(e.id));
  }
  return endpoints;
}

function notFound(ctx: Context, what: string, target: unknown): void {
  ctx.writeError(cmdletError(NAME, `No endpoint ${what} was found.`, 'EndpointNotFound', 'ObjectNotFound', target, 'System.Management.Automation.ItemNotFoundException'));
}
