// Which on-demand automatic variables a body reads, from its AST (src/engine/interpreter/variable-use.ts): variables
// and strings that name them count, wherever they are in the body; comments and other words do not.
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index.js';
import { variableUse } from '../../src/engine/interpreter/variable-use.js';

const use = (source: string) => variableUse(parse(source).ast);
const none = { args: false, boundParameters: false, myInvocation: false };

describe('variableUse', () => {
  it.each([
    ['$args[0]', { ...none, args: true }],
    ['Write-Output @args', { ...none, args: true }],
    ['"first: $($args[0])"', { ...none, args: true }],
    ['& { $PSBoundParameters.Keys }', { ...none, boundParameters: true }],
    ['$MyInvocation.MyCommand.Name', { ...none, myInvocation: true }],
    ["Get-Variable -Name args -ValueOnly", { ...none, args: true }],
    ["Invoke-Expression '$PSBoundParameters'", { ...none, boundParameters: true }],
    ['# $args and $MyInvocation are only mentioned here\n$targets = 1', none],
    ['<# $PSBoundParameters #> 1', none],
  ])('%s', (source, expected) => {
    expect(use(source)).toEqual(expected);
  });
});
