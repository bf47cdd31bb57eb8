// New-Object (about_Object_Creation): `New-Object PSObject -Property @{...}` makes a custom object from a hashtable;
// any other type goes through the values module's constructor table (`[type]::new(...)`), so both ways of creating
// an object agree. -Property then sets each key on the new object as a property.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { TerminatingError } from '../../errors/error-record.js';
import { PSHashtable, PSObject } from '../../values/types.js';
import type { ValueContext } from '../../values/index.js';
import { invokeStaticMethod, resolveTypeName, setMember, toStringValue, typeNameOf } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

const CUSTOM = new Set(['system.management.automation.psobject', 'system.management.automation.pscustomobject', 'system.object']);

const PARAMETERS = parameterList([
  { name: 'TypeName', type: 'string', position: 0, mandatory: true, help: 'The type to create, e.g. PSObject, System.Collections.ArrayList.' },
  { name: 'ArgumentList', type: 'object[]', position: 1, aliases: ['Args'], help: 'The constructor arguments.' },
  { name: 'Property', type: 'hashtable', help: 'Property names and values to set on the new object.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const newObject = defineCommand({
  name: 'New-Object',
  synopsis: 'Creates an instance of a .NET type.',
  description: 'Creates an object of the named type with -ArgumentList as the constructor arguments (the same '
    + 'constructors as `[type]::new(...)`). `New-Object PSObject -Property @{...}` makes a custom object whose '
    + 'properties are the hashtable\'s keys; with other types, -Property sets each key on the new object.',
  outputType: 'System.Object',
  parameters: PARAMETERS,
  examples: [
    { code: "New-Object PSObject -Property @{ Name = 'Ada'; Age = 36 }", remarks: 'A custom object with Name and Age.',
      output: 'Name Age\n---- ---\nAda   36' },
    { code: '$list = New-Object System.Collections.ArrayList; [void]$list.Add(1)', remarks: 'An empty ArrayList to add to.', output: '' },
    { code: "New-Object System.Text.StringBuilder 'start'", remarks: 'A StringBuilder holding "start".', output: 'start' },
  ],
  end(ctx) {
    const typeName = ctx.params.TypeName;
    const full = resolveTypeName(typeName, ctx.valueContext.types);
    if (full === null) {
      return ctx.throwTerminating(cmdletError('New-Object', `Cannot find type [${typeName}]: verify that the assembly containing this type is loaded.`,
        'TypeNotFound', 'InvalidType', null, 'System.Management.Automation.PSArgumentException'));
    }
    const args = ctx.params.ArgumentList ?? [];
    const created = CUSTOM.has(full.toLowerCase()) ? customObject(args) : construct(ctx, full, args);
    const properties = ctx.params.Property;
    if (properties) setProperties(ctx, created, properties);
    ctx.writeOutput(created, false);
  },
});

/** `New-Object PSObject` is an empty custom object; with an argument it wraps (here: is) that argument. */
function customObject(args: unknown[]): unknown {
  return args.length > 0 && args[0] !== null ? args[0] : new PSObject();
}

function valueContext(ctx: Context): ValueContext {
  return {
    host: ctx.host,
    types: ctx.valueContext.types,
    setMatches: () => {},
    invokeScriptBlock: (sb, dollarUnder, args) => ctx.invokeScriptBlock(sb, dollarUnder, args),
  };
}

function construct(ctx: Context, full: string, args: unknown[]): unknown {
  try {
    return invokeStaticMethod(full, 'new', args, valueContext(ctx));
  } catch (e) {
    if (!(e instanceof TerminatingError)) throw e;
    if (e.record.fullyQualifiedErrorId === 'MethodNotFound') {
      ctx.throwTerminating(cmdletError('New-Object', `A constructor was not found. Cannot find an appropriate constructor for type ${full}.`,
        'CannotFindAppropriateCtor', 'ObjectNotFound', null, 'System.Management.Automation.PSArgumentException'));
    }
    const inner = e.record.exception.innerException?.message ?? e.record.message;
    ctx.throwTerminating(cmdletError('New-Object', `Exception calling ".ctor" with "${args.length}" argument(s): "${inner}"`,
      'ConstructorInvokedThrowException', 'InvalidOperation', null, 'System.Management.Automation.MethodInvocationException'));
  }
}

/** -Property: a custom object takes every key as a note property; other objects must have a settable property. */
function setProperties(ctx: Context, target: unknown, properties: PSHashtable): void {
  for (const key of properties.keys()) {
    const name = toStringValue(key);
    const value = properties.get(key);
    if (target instanceof PSObject) { target.setProperty(name, value); continue; }
    try {
      setMember(target, name, value, valueContext(ctx));
    } catch (e) {
      if (!(e instanceof TerminatingError)) throw e;
      ctx.writeError(cmdletError('New-Object', `The ${name} property was not found for the ${typeNameOf(target)} object.`,
        'InvalidOperationException', 'InvalidOperation', null, 'System.InvalidOperationException'));
    }
  }
}
