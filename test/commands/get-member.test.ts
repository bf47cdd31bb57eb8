import { describe, expect, it } from 'vitest';
import { firstError, out, run } from './helpers.js';

/** "Name MemberType Definition" of each MemberDefinition written. */
const members = (source: string) => out(`${source} | ForEach-Object { '{0}|{1}|{2}|{3}' -f $_.TypeName, $_.Name, $_.MemberType, $_.Definition }`);

describe('Get-Member', () => {
  it('lists a string\'s members from the member table, sorted by MemberType then Name', () => {
    const lines = members("'hi' | Get-Member") as string[];
    expect(lines).toContain('System.String|Length|Property|int Length {get;}');
    expect(lines).toContain('System.String|ToUpper|Method|ToUpper(...)');
    const kinds = lines.map((l) => l.split('|')[2]);
    expect(kinds).toEqual([...kinds].sort());
    // every listed method is callable, every listed property readable: the same table member access uses
    for (const name of lines.filter((l) => l.split('|')[2] === 'Method').map((l) => l.split('|')[1])) {
      expect(run(`'hi'.${name}`).errors.map((e) => e.fullyQualifiedErrorId)).not.toContain('MethodNotFound');
    }
  });
  it('does not list the intrinsic members every value has', () => {
    const names = (members('5 | Get-Member') as string[]).map((l) => l.split('|')[1]);
    expect(names).not.toContain('PSObject');
    expect(names).not.toContain('ForEach');
    expect(names).not.toContain('Count');
    expect(names).toContain('GetType');
  });
  it('lists note properties of a PSCustomObject with their type and value', () => {
    expect(members("[pscustomobject]@{Name='Ann'; Age=5} | Get-Member -MemberType NoteProperty")).toEqual([
      'System.Management.Automation.PSCustomObject|Age|NoteProperty|int Age=5',
      'System.Management.Automation.PSCustomObject|Name|NoteProperty|string Name=Ann',
    ]);
  });
  it('lists each distinct type of pipeline input once', () => {
    const types = new Set((members("1, 2, 'a', 3 | Get-Member -MemberType Method") as string[]).map((l) => l.split('|')[0]));
    expect([...types]).toEqual(['System.Int32', 'System.String']);
  });
  it('shows the collection itself with -InputObject', () => {
    const lines = members('Get-Member -InputObject @(1, 2) -Name Count, Length') as string[];
    expect(lines).toEqual(['System.Object[]|Count|Property|int Count {get;}', 'System.Object[]|Length|Property|int Length {get;}']);
  });
  it('filters by -Name with wildcards and by -MemberType', () => {
    expect((members("'x' | Get-Member -Name To*er") as string[]).map((l) => l.split('|')[1])).toEqual(['ToLower', 'ToUpper']);
    expect((members("@{a=1} | Get-Member -MemberType Property") as string[]).map((l) => l.split('|')[1])).toContain('Keys');
  });
  it('marks settable properties', () => {
    expect(members("([pscustomobject]@{a=1}).PSObject.Properties | Get-Member -Name Value, Name")).toEqual([
      'System.Management.Automation.PSNoteProperty|Name|Property|string Name {get;}',
      'System.Management.Automation.PSNoteProperty|Value|Property|int Value {get;set;}',
    ]);
  });
  it('is an error without any input', () => {
    expect(firstError('Get-Member')).toEqual({ id: 'NoObjectInGetMember,Microsoft.PowerShell.Commands.GetMemberCommand', message: 'You must specify an object for the Get-Member cmdlet.' });
  });
  it('refuses an unknown member type', () => {
    expect(firstError("'x' | Get-Member -MemberType Event").id).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.GetMemberCommand');
  });
});
