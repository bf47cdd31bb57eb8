import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const write = (name: string, text: string) => writeFileSync(path.join(folder.dir, name), text);

describe('Import-Module', () => {
  it('imports a script module\'s functions into the session (the Get-Help example)', () => {
    expect(folder.out("Set-Content ./greet.psm1 'function Get-Greeting($Name) { \"Hello, $Name\" }'\nImport-Module ./greet.psm1\nGet-Greeting Ada")).toEqual(['Hello, Ada']);
  });
  it('keeps the module\'s private functions and $script: variables reachable from its exported functions', () => {
    write('counter.psm1', [
      '$script:count = 10',
      'function Step { $script:count++ }',
      'function Get-Next { Step; $script:count }',
      'Export-ModuleMember -Function Get-Next',
    ].join('\n'));
    const r = folder.run('Import-Module ./counter.psm1; Get-Next; Get-Next; Get-Command Step -ErrorAction SilentlyContinue; $null -eq $count');
    expect(r.errors).toEqual([]);
    expect(r.output).toEqual([11, 12, true]);
  });
  it('exports functions and aliases but no variables without Export-ModuleMember', () => {
    write('plain.psm1', 'function Get-A { "a" }\nSet-Alias ga Get-A\n$hidden = 1');
    expect(folder.out('Import-Module ./plain.psm1; ga; $null -eq $hidden')).toEqual(['a', true]);
  });
  it('exports the variables Export-ModuleMember names, with wildcards', () => {
    write('vars.psm1', '$Greeting = "hi"; $Other = 2\nfunction Get-One { 1 }\nfunction Get-Two { 2 }\nExport-ModuleMember -Function Get-* -Variable Greet*');
    expect(folder.out('Import-Module ./vars.psm1; Get-One; Get-Two; $Greeting; $null -eq $Other')).toEqual([1, 2, 'hi', true]);
  });
  it('runs a module once per session unless -Force', () => {
    write('once.psm1', 'Write-Output "loading"\nfunction Get-X { 1 }');
    expect(folder.out('Import-Module ./once.psm1; Import-Module ./once.psm1; Import-Module ./once.psm1 -Force')).toEqual(['loading', 'loading']);
  });
  it('imports only the functions -Function names, and says where with -PassThru', () => {
    write('pick.psm1', 'function Get-Keep { 1 }\nfunction Get-Drop { 2 }');
    const r = folder.run('$m = Import-Module ./pick.psm1 -Function Get-Keep -PassThru; Get-Keep; $m.Name; Get-Drop');
    expect(r.output).toEqual([1, 'pick']);
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
  });
  it('reports a missing module file, and a name that is no file, as PowerShell does', () => {
    expect(folder.run('Import-Module ./nope.psm1').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['Modules_ModuleNotFound,Microsoft.PowerShell.Commands.ImportModuleCommand']);
    expect(folder.run('Import-Module Pode').errors[0].message).toBe("The specified module 'Pode' was not loaded because no valid module file was found in any module directory.");
  });
});
