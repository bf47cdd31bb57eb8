// ForEach-Object (%, foreach): runs script blocks per pipeline object (about_ForEach-Object... the cmdlet, not the
// statement), or reads a member: `ForEach-Object Name`, `ForEach-Object Substring 1`.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { ScriptBlockValue } from '../../values/types.js';
import { getMember, hasMethod, hasProperty, invokeMethod } from '../../values/index.js';

const SCRIPT_SET = 'ScriptBlockSet';
const MEMBER_SET = 'PropertyAndMethodSet';

/** A $null block (-Process $null, which PowerShell's [AllowNull] lets bind) is skipped, as PowerShell skips it. */
interface Blocks { begin: ScriptBlockValue | null; process: (ScriptBlockValue | null)[]; end: ScriptBlockValue | null }

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to process.' },
  { name: 'Process', type: 'scriptblock[]', position: 0, mandatory: true, allowNull: true, allowEmptyCollection: true, parameterSets: [SCRIPT_SET], help: 'The script block run for each object.' },
  { name: 'Begin', type: 'scriptblock', parameterSets: [SCRIPT_SET], help: 'Runs before the first object.' },
  { name: 'End', type: 'scriptblock', parameterSets: [SCRIPT_SET], help: 'Runs after the last object.' },
  { name: 'RemainingScripts', type: 'scriptblock[]', valueFromRemainingArguments: true, parameterSets: [SCRIPT_SET],
    help: 'Further script blocks (see the description).' },
  { name: 'MemberName', type: 'string', position: 0, mandatory: true, parameterSets: [MEMBER_SET], help: 'The property to read or the method to call.' },
  { name: 'ArgumentList', type: 'object[]', aliases: ['Args'], valueFromRemainingArguments: true, parameterSets: [MEMBER_SET],
    help: 'Arguments of the method call.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
/** The blocks of a script-block call, split once in begin. */
interface State { blocks: Blocks | null }
type Context = CommandContext<ParamsOf<typeof PARAMETERS>, State>;

export const foreachObject = defineCommand({
  name: 'ForEach-Object',
  aliases: ['%', 'foreach'],
  synopsis: 'Performs an operation against each item in a collection of input objects.',
  description: 'Runs the -Process script block once per pipeline object with $_ (and $PSItem) set to it; -Begin runs '
    + 'before the first object and -End after the last. Given several unnamed script blocks, the first is Begin, the '
    + 'last End and those between Process. `ForEach-Object Name` reads a property; `ForEach-Object Method arg` calls a method.',
  defaultParameterSet: SCRIPT_SET,
  parameters: PARAMETERS,
  examples: [
    { code: '1..3 | ForEach-Object { $_ * 2 }', remarks: 'Writes 2, 4 and 6.', output: '2\n4\n6' },
    { code: "1..3 | % -Begin { $sum = 0 } -Process { $sum += $_ } -End { $sum }", remarks: 'Writes 6.', output: '6' },
    { code: "[pscustomobject]@{ Url = '/users' }, [pscustomobject]@{ Url = '/orders' } | ForEach-Object Url", remarks: 'Writes the Url of each endpoint.',
      output: '/users\n/orders' },
    { code: "'a','b' | ForEach-Object ToUpper", remarks: 'Writes A and B.', output: 'A\nB' },
  ],
  state: (): State => ({ blocks: null }),
  begin(ctx) {
    if (ctx.bound.has('MemberName')) return;
    const blocks = splitBlocks(ctx);
    ctx.state.blocks = blocks;
    if (blocks.begin) emit(ctx, ctx.invokeScriptBlock(blocks.begin, null));
  },
  process(ctx) {
    const input = ctx.params.InputObject ?? null;
    if (ctx.bound.has('MemberName')) { invokeMember(ctx, input); return; }
    for (const block of ctx.state.blocks!.process) if (block !== null) emit(ctx, ctx.invokeScriptBlock(block, input));
  },
  end(ctx) {
    const blocks = ctx.state.blocks;
    if (blocks?.end) emit(ctx, ctx.invokeScriptBlock(blocks.end, null));
  },
});

function emit(ctx: Context, values: unknown[]): void {
  for (const v of values) ctx.writeOutput(v, false);
}

/** about_ForEach-Object: -Process {a} {b} {c} without -Begin/-End means begin {a}, process {b}, end {c}. */
function splitBlocks(ctx: Context): Blocks {
  const all: (ScriptBlockValue | null)[] = [...(ctx.params.Process ?? [null]), ...(ctx.params.RemainingScripts ?? [])];
  const begin = ctx.params.Begin ?? null;
  const end = ctx.params.End ?? null;
  if (all.length === 1 || begin || end) return { begin, process: all, end };
  if (all.length === 2) return { begin: all[0], process: [all[1]], end: null };
  return { begin: all[0], process: all.slice(1, -1), end: all[all.length - 1] };
}

/**
 * Reads the property or calls the method through the values module's member access, the one the language's `.`
 * uses, and writes the result unrolled (PowerShell's ForEachObjectCommand writes it with enumeration).
 */
function invokeMember(ctx: Context, input: unknown): void {
  const name = ctx.params.MemberName!;
  const isMethod = ctx.bound.has('ArgumentList') || (!hasProperty(input, name) && hasMethod(input, name));
  // A member the object does not have yields nothing (PowerShell writes no $null for it outside strict mode).
  if (!isMethod && !hasProperty(input, name)) return;
  const result = isMethod ? invokeMethod(input, name, ctx.params.ArgumentList ?? [], ctx.valueContext) : getMember(input, name, ctx.valueContext);
  // A void method returns nothing at all (AutomationNull), not $null.
  if (result !== undefined) ctx.writeOutput(result, true);
}
