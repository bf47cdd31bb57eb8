// The binder by table: declaration + arguments -> bound values, or the exact PowerShell error.
import { describe, expect, it } from 'vitest';
import { bindArguments, bindPipelineInput, NoValue } from '../../src/engine/commands/parameter-binder.js';
import type { CommandArgument } from '../../src/engine/commands/parameter-binder.js';
import { defineCommand } from '../../src/engine/commands/declaration.js';
import { TerminatingError } from '../../src/engine/errors/error-record.js';
import { PSObject } from '../../src/engine/values/types.js';

const sample = defineCommand({
  name: 'Test-Thing',
  synopsis: 'A command to bind against.',
  defaultParameterSet: 'ByName',
  parameters: [
    { name: 'Name', type: 'string', position: 0, parameterSets: ['ByName'], mandatory: true, valueFromPipelineByPropertyName: true, help: '' },
    { name: 'Id', type: 'int', position: 0, parameterSets: ['ById'], mandatory: true, help: '' },
    { name: 'Count', type: 'int', position: 1, validateRange: [1, 5], help: '' },
    { name: 'Tag', type: 'string[]', aliases: ['Tags'], help: '' },
    { name: 'Kind', type: 'string', validateSet: ['Alpha', 'Beta'], help: '' },
    { name: 'Wait', type: 'switch', help: '' },
    { name: 'WaitTime', type: 'double', help: '' },
    { name: 'Force', type: 'switch', help: '' },
    { name: 'Enabled', type: 'bool', help: '' },
  ],
});

const named = (name: string, value: unknown = NoValue): CommandArgument => ({ kind: 'named', name, value });
const pos = (value: unknown): CommandArgument => ({ kind: 'positional', value });

function errorOf(fn: () => unknown): { message: string; id: string; category: string } {
  try { fn(); } catch (e) {
    if (e instanceof TerminatingError) return { message: e.record.message, id: e.record.fullyQualifiedErrorId, category: e.record.category };
    throw e;
  }
  throw new Error('expected a binding error');
}

describe('bindArguments: values', () => {
  const cases: [string, CommandArgument[], Record<string, unknown>, string][] = [
    ['positional string', [pos('x')], { Name: 'x', Force: false, Wait: false }, 'ByName'],
    ['case-insensitive name', [named('NAME', 'x')], { Name: 'x' }, 'ByName'],
    ['-Name value form', [named('name'), pos('x')], { Name: 'x' }, 'ByName'],
    ['unique prefix', [named('Fo'), pos('x')], { Force: true, Name: 'x' }, 'ByName'],
    ['exact name beats longer prefix', [named('Wait'), pos('x')], { Wait: true, Name: 'x' }, 'ByName'],
    ['switch with value false', [named('Force', false), pos('x')], { Force: false }, 'ByName'],
    ['alias', [named('Tags', 'a'), pos('x')], { Tag: ['a'] }, 'ByName'],
    ['array kept', [named('Tag', ['a', 'b']), pos('x')], { Tag: ['a', 'b'] }, 'ByName'],
    ['int conversion from string', [named('Id', '42')], { Id: 42 }, 'ById'],
    ['second positional', [pos('x'), pos('3')], { Name: 'x', Count: 3 }, 'ByName'],
    ['named then positional fills next position', [named('Name', 'x'), pos(2)], { Name: 'x', Count: 2 }, 'ByName'],
    ['ValidateSet is case-insensitive', [pos('x'), named('Kind', 'alpha')], { Kind: 'alpha' }, 'ByName'],
    ['bool accepts numbers', [pos('x'), named('Enabled', 0)], { Enabled: false }, 'ByName'],
    ['named parameter picks its set', [named('Id', 7)], { Id: 7 }, 'ById'],
  ];
  it.each(cases)('%s', (_label, args, expected, set) => {
    const result = bindArguments(sample, args);
    for (const [k, v] of Object.entries(expected)) expect(result.params[k]).toEqual(v);
    expect(result.parameterSet).toBe(set);
  });

  it('reports which parameters were bound', () => {
    const result = bindArguments(sample, [pos('x'), named('Force')]);
    expect([...result.bound].sort()).toEqual(['Force', 'Name']);
  });
});

describe('bindArguments: common parameters', () => {
  it('returns them apart', () => {
    const r = bindArguments(sample, [pos('x'), named('ea', 'stop'), named('ErrorVariable', 'err'), named('Verbose'), named('OV', 'o')]);
    expect(r.common).toEqual({ errorAction: 'Stop', errorVariable: 'err', verbose: true, outVariable: 'o' });
    expect(r.bound.has('ErrorAction')).toBe(false);
  });
  it('refuses an unknown action', () => {
    const e = errorOf(() => bindArguments(sample, [pos('x'), named('ErrorAction', 'Foo')]));
    expect(e.id).toBe('CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.TestThingCommand');
    expect(e.message).toMatch(/^Cannot bind parameter 'ErrorAction'\. Cannot convert value "Foo" to type "System.Management.Automation.ActionPreference"/);
  });
  it('is absent when the declaration opts out', () => {
    const plain = defineCommand({ ...sample, supportsCommonParameters: false });
    expect(errorOf(() => bindArguments(plain, [pos('x'), named('ErrorAction', 'Stop')])).id).toBe('NamedParameterNotFound,Microsoft.PowerShell.Commands.TestThingCommand');
  });
});

describe('bindArguments: errors', () => {
  const cls = 'Microsoft.PowerShell.Commands.TestThingCommand';
  const cases: [string, CommandArgument[], string, string][] = [
    ['unknown parameter', [pos('x'), named('Foo', 1)], `NamedParameterNotFound,${cls}`, "A parameter cannot be found that matches parameter name 'Foo'."],
    ['ambiguous prefix', [pos('x'), named('W', 1)], `AmbiguousParameter,${cls}`,
      "Parameter cannot be processed because the parameter name 'W' is ambiguous. Possible matches include: -Wait -WaitTime -WarningAction -WarningVariable."],
    // PowerShell binds named arguments before positional ones, so an unknown name is reported even when a
    // positional argument is also left over (New-SvcEndpoint /x {1} -Verbx Get).
    ['unknown name before a stray positional', [pos('x'), pos(2), named('Nope', 'Get'), pos('z')], `NamedParameterNotFound,${cls}`, "A parameter cannot be found that matches parameter name 'Nope'."],
    ['too many positionals', [pos('x'), pos(2), pos('z')], `PositionalParameterNotFound,${cls}`, "A positional parameter cannot be found that accepts argument 'z'."],
    ['missing mandatory', [named('Force')], `MissingMandatoryParameter,${cls}`, 'Cannot process command because of one or more missing mandatory parameters: Name.'],
    ['missing argument', [pos('x'), named('Count')], `MissingArgument,${cls}`, "Missing an argument for parameter 'Count'. Specify a parameter of type 'System.Int32' and try again."],
    ['bound twice', [named('Name', 'a'), named('Name', 'b')], `ParameterAlreadyBound,${cls}`,
      `Cannot bind parameter because parameter 'Name' is specified more than once. To provide multiple values to parameters that can accept multiple values, use the array syntax. For example, "-parameter value1,value2,value3".`],
    ['two sets', [named('Name', 'a'), named('Id', 1)], `AmbiguousParameterSet,${cls}`,
      'Parameter set cannot be resolved using the specified named parameters. One or more parameters issued cannot be used together or an insufficient number of parameters were provided.'],
    ['conversion', [named('Id', 'abc')], `CannotConvertArgumentNoMessage,${cls}`,
      `Cannot bind parameter 'Id'. Cannot convert value "abc" to type "System.Int32". Error: "Input string was not in a correct format."`],
    ['range', [pos('x'), named('Count', 9)], `ParameterArgumentValidationError,${cls}`,
      "Cannot validate argument on parameter 'Count'. The 9 argument is greater than the maximum allowed range of 5. Supply an argument that is less than or equal to 5 and then try the command again."],
    ['set', [pos('x'), named('Kind', 'Gamma')], `ParameterArgumentValidationError,${cls}`,
      `Cannot validate argument on parameter 'Kind'. The argument "Gamma" does not belong to the set "Alpha,Beta" specified by the ValidateSet attribute. Supply an argument that is in the set and then try the command again.`],
    ['bool refuses strings', [pos('x'), named('Enabled', 'yes')], `ParameterArgumentTransformationError,${cls}`,
      `Cannot process argument transformation on parameter 'Enabled'. Cannot convert value "System.String" to type "System.Boolean". Boolean parameters accept only Boolean values and numbers, such as $True, $False, 1 or 0.`],
  ];
  it.each(cases)('%s', (_label, args, id, message) => {
    const e = errorOf(() => bindArguments(sample, args));
    expect(e).toEqual({ id, message, category: expect.any(String) });
  });

  it('is a statement-terminating ParameterBindingException', () => {
    try { bindArguments(sample, [named('Foo')]); } catch (e) {
      expect(e).toBeInstanceOf(TerminatingError);
      const t = e as TerminatingError;
      expect(t.scriptTerminating).toBe(false);
      expect(t.record.exception.typeName).toBe('System.Management.Automation.ParameterBindingException');
      expect(t.record.category).toBe('InvalidArgument');
    }
  });

  it('uses the function name and transformation wording for functions', () => {
    const e = errorOf(() => bindArguments({ ...sample, name: 'Get-User' }, [named('Id', 'abc')], { isFunction: true }));
    expect(e.id).toBe('ParameterArgumentTransformationError,Get-User');
    expect(e.message).toMatch(/^Cannot process argument transformation on parameter 'Id'\. Cannot convert value "abc"/);
  });

  it('gives extra positionals to $args when allowed', () => {
    expect(bindArguments(sample, [pos('x'), pos(2), pos('z')], { allowRemaining: true }).remaining).toEqual(['z']);
  });
});

describe('bindPipelineInput', () => {
  const pipe = defineCommand({
    name: 'Test-Pipe',
    synopsis: '',
    defaultParameterSet: 'Object',
    parameters: [
      { name: 'InputObject', type: 'int', valueFromPipeline: true, mandatory: true, parameterSets: ['Object'], help: '' },
      { name: 'Name', type: 'string', valueFromPipelineByPropertyName: true, mandatory: true, parameterSets: ['Prop'], help: '' },
      { name: 'Value', type: 'string', valueFromPipelineByPropertyName: true, aliases: ['V'], parameterSets: ['Prop'], help: '' },
    ],
  });

  it('defers mandatory pipeline parameters while input is expected', () => {
    expect(() => bindArguments(pipe, [], { expectingInput: true })).not.toThrow();
    expect(errorOf(() => bindArguments(pipe, [])).id).toBe('MissingMandatoryParameter,Microsoft.PowerShell.Commands.TestPipeCommand');
  });

  it('binds the whole object, converting when needed', () => {
    const b = bindArguments(pipe, [], { expectingInput: true });
    const r = bindPipelineInput(pipe, b, '5');
    expect(r).toMatchObject({ ok: true, parameterSet: 'Object', params: { InputObject: 5 } });
  });

  it('binds by property name (and alias) and picks that set', () => {
    const b = bindArguments(pipe, [], { expectingInput: true });
    const r = bindPipelineInput(pipe, b, PSObject.from([['name', 'n'], ['V', 'v']]));
    expect(r).toMatchObject({ ok: true, parameterSet: 'Prop', params: { Name: 'n', Value: 'v' } });
  });

  it('rebinds per object without leaking the previous one', () => {
    const b = bindArguments(pipe, [], { expectingInput: true });
    bindPipelineInput(pipe, b, PSObject.from([['Name', 'n'], ['Value', 'v']]));
    const r = bindPipelineInput(pipe, b, PSObject.from([['Name', 'm']]));
    expect(r.ok && r.params.Value).toBeUndefined();
    expect(b.bound.size).toBe(0);
  });

  it('reports input that binds nowhere', () => {
    const b = bindArguments(pipe, [], { expectingInput: true });
    const r = bindPipelineInput(pipe, b, 'not a number');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.fullyQualifiedErrorId).toBe('InputObjectNotBound,Microsoft.PowerShell.Commands.TestPipeCommand');
      expect(r.error.message).toBe('The input object cannot be bound to any parameters for the command either because the command does not take pipeline input or the input and its properties do not match any of the parameters that take pipeline input.');
    }
  });

  it('does not bind pipeline input to a parameter given on the command line', () => {
    const b = bindArguments(pipe, [named('InputObject', 1)], { expectingInput: true });
    expect(bindPipelineInput(pipe, b, 2).ok).toBe(false);
  });
});

describe('bindArguments: remaining arguments and positional preference', () => {
  const rest = defineCommand({
    name: 'Test-Rest',
    synopsis: '',
    defaultParameterSet: 'Script',
    parameters: [
      { name: 'Process', type: 'scriptblock', position: 0, parameterSets: ['Script'], help: '' },
      { name: 'Member', type: 'string', position: 0, parameterSets: ['Member'], help: '' },
      { name: 'Items', type: 'object[]', valueFromRemainingArguments: true, help: '' },
      { name: 'Force', type: 'switch', help: '' },
    ],
  });

  it('collects what positional binding leaves into the remaining-arguments parameter', () => {
    const r = bindArguments(rest, [pos('name'), pos(1), pos(2)]);
    expect(r.params).toMatchObject({ Member: 'name', Items: [1, 2] });
    expect(r.parameterSet).toBe('Member');
  });

  it('gives a single leftover as itself (wrapped by the array type)', () => {
    expect(bindArguments(rest, [pos('name'), pos(1)]).params.Items).toEqual([1]);
  });

  it('prefers the parameter whose type matches without coercion', () => {
    // A string goes to [string] Member, not through conversion to the default set's [scriptblock] Process.
    expect(bindArguments(rest, [pos('x')]).parameterSet).toBe('Member');
  });

  it('does not let a switch swallow the next positional', () => {
    expect(bindArguments(rest, [named('Force'), pos('m')]).params).toMatchObject({ Force: true, Member: 'm' });
  });

  it('takes -Name:value for a switch', () => {
    expect(bindArguments(rest, [named('force', 0), pos('m')]).params.Force).toBe(false);
  });
});

describe('bindArguments: positional arguments alone follow a plan made once per command', () => {
  // Every position has one parameter, in sets that differ: the route does not depend on the values.
  const planned = defineCommand({
    name: 'Test-Planned',
    synopsis: '',
    defaultParameterSet: 'Text',
    parameters: [
      { name: 'Message', type: 'string', position: 0, mandatory: true, parameterSets: ['Text', 'Coded'], valueFromPipeline: true, help: '' },
      { name: 'Code', type: 'int', position: 1, mandatory: true, parameterSets: ['Coded'], validateRange: [1, 5], help: '' },
      { name: 'Level', type: 'string', defaultValue: 'Low', help: '' },
      { name: 'Loud', type: 'switch', help: '' },
    ],
  });
  // A $PSDefaultParameterValues entry naming no parameter changes nothing but takes the full binder's route.
  const full = { defaults: [['NoSuchParameter', 1]] as [string, unknown][] };

  it.each([
    ['one argument', [pos('hi')], false],
    ['two arguments pick the set that takes both', [pos('hi'), pos('3')], false],
    ['no argument while input is expected', [], true],
  ] as [string, CommandArgument[], boolean][])('%s: the same binding as the full binder, call after call', (_label, args, expectingInput) => {
    const expected = bindArguments(planned, args, { ...full, expectingInput });
    for (let i = 0; i < 3; i++) expect(bindArguments(planned, args, { expectingInput })).toEqual(expected);
    expect(expected.params).toMatchObject({ Level: 'Low', Loud: false });
  });

  it('converts and validates each call\'s own values', () => {
    expect(bindArguments(planned, [pos('a'), pos('2')]).params.Code).toBe(2);
    expect(errorOf(() => bindArguments(planned, [pos('a'), pos('9')])).id).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.TestPlannedCommand');
    expect(errorOf(() => bindArguments(planned, [pos('a'), pos('x')])))
      .toEqual(errorOf(() => bindArguments(planned, [pos('a'), pos('x')], full)));
  });

  it('leaves binding errors to the full binder', () => {
    expect(errorOf(() => bindArguments(planned, []))).toEqual(errorOf(() => bindArguments(planned, [], full)));
    expect(errorOf(() => bindArguments(planned, [pos('a'), pos(1), pos('c')])).id).toBe('PositionalParameterNotFound,Microsoft.PowerShell.Commands.TestPlannedCommand');
  });

  it('still picks by the value where two parameters share a position', () => {
    expect(bindArguments(sample, [pos('x')]).parameterSet).toBe('ByName');
    expect(bindArguments(sample, [pos(7)]).parameterSet).toBe('ById');
  });
});

describe('bindArguments: mandatory parameters refuse $null and empty strings', () => {
  const m = defineCommand({
    name: 'Test-Null',
    synopsis: '',
    parameters: [
      { name: 'Name', type: 'string', position: 0, mandatory: true, help: '' },
      { name: 'Text', type: 'string', mandatory: false, help: '' },
      { name: 'Message', type: 'string', mandatory: false, allowEmptyString: true, help: '' },
    ],
  });
  const cls = 'Microsoft.PowerShell.Commands.TestNullCommand';
  it('reports null and empty', () => {
    expect(errorOf(() => bindArguments(m, [pos(null)]))).toEqual({ id: `ParameterArgumentValidationErrorNullNotAllowed,${cls}`,
      message: "Cannot bind argument to parameter 'Name' because it is null.", category: 'InvalidData' });
    expect(errorOf(() => bindArguments(m, [pos('')]))).toEqual({ id: `ParameterArgumentValidationErrorEmptyStringNotAllowed,${cls}`,
      message: "Cannot bind argument to parameter 'Name' because it is an empty string.", category: 'InvalidData' });
  });
  it('lets optional parameters take them', () => {
    expect(bindArguments(m, [pos('x'), named('Text', '')]).params.Text).toBe('');
  });
});
