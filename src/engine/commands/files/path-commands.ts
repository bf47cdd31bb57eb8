// Join-Path and Split-Path: paths as text, the way PowerShell's FileSystem provider joins and splits them on Unix
// ('/' separators, a typed '\' read as '/'; docs/language.md, "Paths as text"). Only -Resolve reads the file system,
// so it needs the shell's (absent in endpoint scripts); everything else works everywhere.
import { defineCommand, type CommandContext } from '../declaration.js';
import {
  extensionAt, fileNameWithoutExtension, isAbsoluteProviderPath, joinProviderPath, leafProviderPath, parentProviderPath,
  pathQualifier,
} from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';
import { itemsOrError, requireItems } from '../item-access.js';

/** With -Resolve: the full paths of the items a path names (wildcards expanded), or a PathNotFound error. */
function resolved(ctx: CommandContext, commandName: string, path: string): string[] {
  return itemsOrError(ctx, commandName, requireItems(ctx, commandName), path).map((item) => item.fullName);
}

export const joinPath = defineCommand({
  name: 'Join-Path',
  synopsis: 'Combines a path and a child path into a single path.',
  description: 'Joins each -Path with -ChildPath and then each -AdditionalChildPath, with one \'/\' between parts. '
    + 'The parts are text: the result need not exist, unless -Resolve asks for the items it names.',
  parameters: [
    { name: 'Path', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true, aliases: ['PSPath', 'FullName'], itemPath: true, help: 'The path(s) to join onto.' },
    { name: 'ChildPath', type: 'string', position: 1, mandatory: true, allowNull: true, allowEmptyString: true, valueFromPipelineByPropertyName: true, help: 'The part to add to each path.' },
    { name: 'AdditionalChildPath', type: 'string[]', position: 2, valueFromRemainingArguments: true, help: 'More parts, added in turn (Join-Path a b c d).' },
    { name: 'Resolve', type: 'switch', help: 'Writes the full paths of the existing items the joined path names (wildcards allowed); the shell only.' },
  ],
  examples: [
    { code: "Join-Path '/srv/api' 'endpoints' 'users.ps1'", remarks: 'Joins the parts with one separator each; Join-Path $PSScriptRoot ... gives a path next to the running script.',
      output: '/srv/api/endpoints/users.ps1' },
    { code: "Join-Path 'logs/' '/today.log'", remarks: 'logs/today.log: one separator where the parts meet.', output: 'logs/today.log' },
  ],
  outputType: 'System.String',
  process(ctx) {
    const children = [ctx.params.ChildPath ?? '', ...(ctx.params.AdditionalChildPath ?? [])];
    for (const path of ctx.params.Path ?? []) {
      const joined = children.reduce<string>((parent, child) => joinProviderPath(parent, child), path);
      if (ctx.params.Resolve) for (const full of resolved(ctx, 'Join-Path', joined)) ctx.writeOutput(full);
      else ctx.writeOutput(joined);
    }
  },
});

const SPLITS = ['Parent', 'Leaf', 'LeafBase', 'Extension', 'Qualifier', 'NoQualifier', 'IsAbsolute'] as const;
const SPLIT_HELP: Record<(typeof SPLITS)[number], string> = {
  Parent: 'The path up to its last name (the default): /usr/bin gives /usr.',
  Leaf: 'The last name: /usr/bin/pwsh gives pwsh.',
  LeafBase: 'The last name without its extension: users.ps1 gives users.',
  Extension: 'The last name\'s extension with its dot: users.ps1 gives .ps1 ("" when none).',
  Qualifier: 'The drive or provider qualifier: env:PATH gives env:; an error when there is none.',
  NoQualifier: 'The path without its drive qualifier: env:PATH gives PATH.',
  IsAbsolute: '$true when the path is rooted (/...) or qualified (env:...); ~ and . are relative.',
};

export const splitPath = defineCommand({
  name: 'Split-Path',
  synopsis: 'Returns the specified part of a path.',
  description: 'Writes the parent (by default), the leaf, its base name or extension, the qualifier, or whether a path is absolute. '
    + 'The path is text and need not exist, unless -Resolve asks for the items it names.',
  parameters: [
    { name: 'Path', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true, aliases: ['PSPath', 'FullName'], itemPath: true, help: 'The path(s) to split.' },
    ...SPLITS.map((name) => ({ name, type: 'switch' as const, parameterSets: [`${name}Set`], help: SPLIT_HELP[name] })),
    { name: 'Resolve', type: 'switch', help: 'Splits the full paths of the existing items the path names (wildcards allowed); the shell only.' },
  ],
  defaultParameterSet: 'ParentSet',
  examples: [
    { code: "Split-Path '/srv/api/users.ps1' -Leaf", remarks: 'The file name of a path; Split-Path $PSCommandPath -Leaf gives the running script\'s.',
      output: 'users.ps1' },
    { code: "Split-Path 'api/users.ps1' -LeafBase", remarks: 'users', output: 'users' },
  ],
  outputType: 'System.String, System.Boolean',
  process(ctx) {
    const part = SPLITS.find((name) => ctx.params[name]) ?? 'Parent';
    for (const given of ctx.params.Path ?? []) {
      for (const path of ctx.params.Resolve ? resolved(ctx, 'Split-Path', given) : [given]) {
        const result = splitOne(ctx, part, path);
        if (result !== null) ctx.writeOutput(result);
      }
    }
  },
});

function splitOne(ctx: CommandContext, part: (typeof SPLITS)[number], path: string): string | boolean | null {
  switch (part) {
    case 'Parent': return parentProviderPath(path);
    case 'Leaf': return leafProviderPath(path);
    case 'LeafBase': return fileNameWithoutExtension(leafProviderPath(path));
    case 'Extension': { const leaf = leafProviderPath(path); const at = extensionAt(leaf); return at < 0 ? '' : leaf.slice(at); }
    case 'IsAbsolute': return isAbsoluteProviderPath(path);
    case 'NoQualifier': { const q = pathQualifier(path); return q === null ? path : path.slice(q.length); }
    case 'Qualifier': {
      const q = pathQualifier(path);
      if (q !== null) return q;
      ctx.writeError(cmdletError('Split-Path', `Cannot parse path because path '${path}' does not have a qualifier specified.`,
        'ParsePathFormatError', 'InvalidArgument', path, 'System.FormatException'));
      return null;
    }
  }
}
