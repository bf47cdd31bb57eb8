import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Export-ModuleMember', () => {
  it('exports only what it names; the exported function still calls the private one (the Get-Help example)', () => {
    writeFileSync(path.join(folder.dir, 'pub.psm1'), 'function Get-Public { Get-Private }\nfunction Get-Private { "hidden" }\nExport-ModuleMember -Function Get-Public');
    const r = folder.run('Import-Module ./pub.psm1; Get-Public; Get-Private');
    expect(r.output).toEqual(['hidden']);
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
  });
  it('with no names exports nothing', () => {
    writeFileSync(path.join(folder.dir, 'none.psm1'), 'function Get-Z { 1 }\nExport-ModuleMember');
    expect(folder.run('Import-Module ./none.psm1; Get-Z').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
  });
  it('outside a module is PowerShell\'s error', () => {
    const r = folder.run('Export-ModuleMember -Function Get-Thing');
    expect(r.errors.map((e) => [e.fullyQualifiedErrorId, e.message])).toEqual([
      ['Modules_CanOnlyExecuteExportModuleMemberInsideAModule', 'The Export-ModuleMember cmdlet can only be called from inside a module.'],
    ]);
  });
});
