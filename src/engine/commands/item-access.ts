// What the item commands share: the host's file powers (Host.files.items; prompt-only, absent in endpoint scripts),
// FileInfo/DirectoryInfo objects made from the host's plain FileItem data, and PowerShell's error records for paths.
import type { CommandContext, ParameterDeclaration } from './declaration.js';
import type { FileItem, ItemFailure, ItemFailureKind, ItemHost, ItemOutcome } from '../host.js';
import type { ErrorCategory } from '../errors/error-record.js';
import { PSObject } from '../values/types.js';
import { localDateTime, tableAdder, type MemberTable } from '../values/index.js';
import { cmdletError } from './cmdlet-errors.js';

export const FILE_INFO = 'System.IO.FileInfo';
export const DIRECTORY_INFO = 'System.IO.DirectoryInfo';

// FileInfo, DirectoryInfo and PathInfo convert to their path ("$(Get-Location)", "$(Get-Item x)"), as in PowerShell.
const pathTypes: Record<string, string> = { [FILE_INFO]: 'FullName', [DIRECTORY_INFO]: 'FullName', 'System.Management.Automation.PathInfo': 'Path' };
/** The path objects' string form (installed with the other tables by installMemberTables, from createSession). */
export const itemMembers: MemberTable[] = [];
tableAdder(itemMembers)((v: unknown) => v instanceof PSObject && v.typeNames[0] in pathTypes, {
  toString: (v: PSObject) => String(v.getProperty(pathTypes[v.typeNames[0]])?.value ?? ''),
});

export function requireItems(ctx: CommandContext, commandName: string): ItemHost {
  const items = ctx.host.files?.items;
  if (items) return items;
  return ctx.throwTerminating(cmdletError(commandName, `${commandName} needs the shell's file system, which this host does not have.`,
    'FileSystemNotAvailable', 'ResourceUnavailable', null, 'System.NotSupportedException'));
}

/** Get-ChildItem's objects: Mode, LastWriteTime, Length (files only), Name, FullName, as PowerShell's file system provider. */
export function itemObject(ctx: CommandContext, item: FileItem): PSObject {
  const pairs: [string, unknown][] = [
    ['Mode', item.mode], ['LastWriteTime', localDateTime(item.lastWriteTime, ctx.host)],
  ];
  if (!item.isDirectory) pairs.push(['Length', item.length]);
  pairs.push(['Name', item.name], ['FullName', item.fullName], [item.isDirectory ? 'Parent' : 'DirectoryName', item.parent],
    ['PSIsContainer', item.isDirectory]);
  return PSObject.from(pairs, [item.isDirectory ? DIRECTORY_INFO : FILE_INFO, 'System.IO.FileSystemInfo', 'System.Object']);
}

/**
 * The -Path parameter every item command declares (position 0, items piped in bind by their FullName, alias PSPath):
 * one declaration, with what differs given here.
 */
export function pathParameter(help: string, options: { mandatory?: boolean; fromPipeline?: boolean; single?: boolean } = {}): ParameterDeclaration & { name: 'Path'; type: 'object' | 'object[]' } {
  return {
    name: 'Path', type: options.single ? 'object' : 'object[]', position: 0, mandatory: options.mandatory ?? true,
    valueFromPipeline: options.fromPipeline ?? true, valueFromPipelineByPropertyName: true, aliases: ['PSPath', 'FullName'], itemPath: true, help,
  };
}

/** A path argument: a string, or an item piped in (its FullName), as -Path/-LiteralPath bind PSPath by property. */
export function pathsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    if (v instanceof PSObject) { const full = v.getProperty('FullName') ?? v.getProperty('Path'); return full ? [String(full.value)] : []; }
    return v === null || v === undefined ? [] : [String(v)];
  });
}

/** Runs a host call; a failure becomes this command's non-terminating error (PowerShell's item cmdlets go on with the next path). */
export function tryItem<T>(ctx: CommandContext, commandName: string, target: string, call: () => ItemOutcome<T>): T | undefined {
  const outcome = call();
  if (outcome.ok) return outcome.value;
  ctx.writeError(itemError(commandName, outcome, target));
  return undefined;
}

/** Each kind of item failure as PowerShell's file system provider reports it: error id, category, exception type. */
const ITEM_ERRORS: Record<ItemFailureKind, [id: string, category: ErrorCategory, type: string]> = {
  notFound: ['PathNotFound', 'ObjectNotFound', 'System.Management.Automation.ItemNotFoundException'],
  exists: ['DirectoryExist', 'ResourceExists', 'System.IO.IOException'],
  notEmpty: ['DirectoryNotEmpty', 'WriteError', 'System.IO.IOException'],
  io: ['ItemOperationFailed', 'WriteError', 'System.IO.IOException'],
};

export function itemError(commandName: string, failure: Pick<ItemFailure, 'kind' | 'message'>, target: string): ReturnType<typeof cmdletError> {
  const [id, category, type] = ITEM_ERRORS[failure.kind];
  const record = cmdletError(commandName, failure.message, id, category, target, type);
  // ItemNotFoundException is a SessionStateException: ItemName is the path it could not find.
  if (failure.kind === 'notFound') record.exception.extra.set('ItemName', target);
  return record;
}

/** The items a path names, or a PathNotFound error (non-terminating) when none. */
export function itemsOrError(ctx: CommandContext, commandName: string, items: ItemHost, path: string, options?: { hidden: boolean }): FileItem[] {
  const found = tryItem(ctx, commandName, path, () => items.resolveItems(path, options)) ?? [];
  if (found.length === 0 && !/[*?[]/.test(path)) {
    const full = ctx.host.files?.resolvePath(path) ?? path;
    ctx.writeError(itemError(commandName, { kind: 'notFound', message: `Cannot find path '${full}' because it does not exist.` }, full));
  }
  return found;
}
