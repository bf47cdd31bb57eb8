// The begin/process halves of the cmdlets that need all their input before they write anything (Sort-Object,
// Group-Object, Format-Table, Out-String...): the input objects, in order, in the invocation's typed state.
import type { CommandContext } from './declaration.js';

export interface CollectedState { readonly items: unknown[] }

/** The declaration's `state`: an empty list per invocation. */
export const collectingState = (): CollectedState => ({ items: [] });

/** process(): keeps the bound -InputObject (from the pipeline, or given by name even as $null). */
export function collectInput(ctx: CommandContext<{ readonly InputObject?: unknown }, CollectedState>): void {
  if (ctx.expectingInput || ctx.bound.has('InputObject')) ctx.state.items.push(ctx.params.InputObject ?? null);
}

export function collectedInput(ctx: CommandContext<unknown, CollectedState>): unknown[] {
  return ctx.state.items;
}
