// Test-Path: $true when a path names an existing item (any, -PathType Container for a folder, Leaf for a file);
// wildcards match any item. One boolean per path. Prompt-only.
import { defineCommand } from '../declaration.js';
import { pathParameter, pathsOf, requireItems } from '../item-access.js';

export const testPath = defineCommand({
  name: 'Test-Path',
  shellOnly: true,
  synopsis: 'Determines whether all elements of a path exist.',
  description: 'Writes $true or $false for each path; with -PathType, the item must also be a folder (Container) or a file (Leaf).',
  parameters: [
    pathParameter('The path(s) to test (wildcards allowed).'),
    { name: 'PathType', type: 'string', aliases: ['Type'], validateSet: ['Any', 'Container', 'Leaf'], defaultValue: 'Any', help: 'Any, Container (a folder) or Leaf (a file).' },
  ],
  examples: [
    { code: "Set-Content ./config.json '{ \"port\": 8080 }'\nif (Test-Path ./config.json) { Get-Content ./config.json -Raw | ConvertFrom-Json }", remarks: 'Reads the file only when it exists.',
      output: 'port\n----\n8080' },
    { code: '$null = New-Item -ItemType Directory ./logs; Test-Path ./logs -PathType Container', remarks: '$true when logs is a folder.',
      output: 'True' },
  ],
  outputType: 'System.Boolean',
  process(ctx) {
    const items = requireItems(ctx, 'Test-Path');
    const type = String(ctx.params.PathType).toLowerCase();
    for (const path of pathsOf(ctx.params.Path)) {
      // A path that cannot be read (no such folder, no permission) is a path that does not exist: False.
      const resolved = path === '' ? null : items.resolveItems(path);
      const found = resolved?.ok ? resolved.value : [];
      ctx.writeOutput(found.some((i) => type === 'any' || (type === 'container') === i.isDirectory));
    }
  },
});
