// The begin/process halves of the cmdlets that need all their input before they write anything (Sort-Object,
// Group-Object, Format-Table, Out-String...): the input objects, in order, in the invocation's state.
import type { CommandContext } from './declaration.js';

export function startCollecting(ctx: CommandContext): void {
  ctx.state.items = [] as unknown[];
}

/** process(): keeps the bound -InputObject (from the pipeline, or given by name even as $null). */
export function collectInput(ctx: CommandContext): void {
  if (ctx.expectingInput || ctx.bound.has('InputObject')) (ctx.state.items as unknown[]).push(ctx.params.InputObject ?? null);
}

export function collectedInput(ctx: CommandContext): unknown[] {
  return ctx.state.items as unknown[];
}
