// $ExecutionContext (about_Automatic_Variables: the EngineIntrinsics object): only what scripts commonly reach,
// `$ExecutionContext.InvokeCommand.ExpandString($text)`, which expands variables and subexpressions in the caller's
// scope as a double-quoted string would (backtick escapes included).
import type { ValueContext } from './context.js';
import { arity, strArg } from './member-helpers.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { toStringValue } from './to-string.js';
import { runtimeError } from '../errors/error-record.js';

export class EngineIntrinsics {}
export class CommandInvocationIntrinsics {}

export const engineIntrinsicsMembers: MemberTable[] = [];
const add = tableAdder(engineIntrinsicsMembers);
const invokeCommand = new CommandInvocationIntrinsics();

function expandString(text: string, ctx: ValueContext): string {
  if (!ctx.parseScriptBlock) throw runtimeError('ExpandString needs a running script.', 'ExpandStringUnavailable');
  // The text becomes the body of an expandable here-string, so quotes in it need no escaping.
  const sb = ctx.parseScriptBlock(`@"\n${text}\n"@`);
  const out = ctx.invokeScriptBlock(sb, null, []);
  return out.map((v) => toStringValue(v)).join('');
}

add(EngineIntrinsics, {
  typeName: 'System.Management.Automation.EngineIntrinsics',
  properties: { InvokeCommand: () => invokeCommand },
});

add(CommandInvocationIntrinsics, {
  typeName: 'System.Management.Automation.CommandInvocationIntrinsics',
  methods: {
    ExpandString: (_t: CommandInvocationIntrinsics, args, ctx) => { arity('ExpandString', args, 1); return expandString(strArg(args, 0), ctx); },
  },
});
