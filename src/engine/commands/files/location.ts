// Get-Location (pwd, gl) and Set-Location (cd, sl, chdir): the shell's current location (about_Locations), the one
// that relative paths, script files and native commands use; owned by the shell's file host. Prompt-only.
import { defineCommand } from '../declaration.js';
import { pathInfo } from '../../values/index.js';
import { pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

export const getLocation = defineCommand({
  name: 'Get-Location',
  aliases: ['pwd', 'gl'],
  shellOnly: true,
  synopsis: 'Gets information about the current working location.',
  description: 'Writes a PathInfo object whose Path is the current location.',
  parameters: [],
  examples: [
    { code: '$null = New-Item -ItemType Directory ./site; cd ./site; Split-Path (Get-Location) -Leaf', remarks: 'The current folder (here the last part of its path).',
      output: 'site' },
    { code: '$null = New-Item -ItemType Directory ./site; cd ./site; "$(pwd)/data.json".EndsWith("/site/data.json")', remarks: 'A path under the current folder.',
      output: 'True' },
  ],
  outputType: 'System.Management.Automation.PathInfo',
  end(ctx) {
    requireItems(ctx, 'Get-Location');
    ctx.writeOutput(pathInfo(ctx.host.files!.getLocation()));
  },
});

export const setLocation = defineCommand({
  name: 'Set-Location',
  aliases: ['cd', 'sl', 'chdir'],
  shellOnly: true,
  synopsis: 'Sets the current working location to a specified location.',
  description: 'Moves the current location to a folder (relative to the current one; ~ is the home folder; no path: home). -PassThru writes the new location.',
  parameters: [
    pathParameter('The folder to move to.', { mandatory: false, single: true }),
    { name: 'PassThru', type: 'switch', help: 'Writes a PathInfo object for the new location.' },
  ],
  examples: [
    { code: '$null = New-Item -ItemType Directory ./examples; cd ./examples; Split-Path (pwd) -Leaf', remarks: 'Moves into examples.',
      output: 'examples' },
    { code: '$null = New-Item -ItemType Directory ./a; $null = New-Item -ItemType Directory ./a/b; cd ./a/b; cd ..; Split-Path (pwd) -Leaf', remarks: 'Moves up one folder.',
      output: 'a' },
    { code: 'cd ~; (pwd).Path -eq $env:HOME', remarks: 'Moves to the home folder.',
      output: 'True' },
  ],
  process(ctx) {
    const items = requireItems(ctx, 'Set-Location');
    const path = ctx.bound.has('Path') ? pathsOf(ctx.params.Path)[0] ?? '~' : '~';
    const moved = tryItem(ctx, 'Set-Location', path, () => items.setLocation(path));
    if (moved !== undefined && ctx.params.PassThru === true) ctx.writeOutput(pathInfo(moved));
  },
});
