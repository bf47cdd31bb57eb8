// Tab completion reads the live session (src/shell/session-info.ts): a user's function offers its own parameters,
// and every cmdlet offers the engine's one list of common parameters (about_CommonParameters).
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/engine/index.js';
import { complete } from '../../src/shell/complete.js';
import { describeSession } from '../../src/shell/session-info.js';
import { createTestHost } from '../engine/helpers.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './helpers.js';

describe('completion from the session', () => {
  const session = createSession({ host: createTestHost(), sink: () => {} });
  session.run('function Get-Widget { param([string]$Name, [int]$Count) $Name }; function Send-Thing { [CmdletBinding()] param($Target) }');
  const at = (line: string) => complete(line, line.length, describeSession(session, []));

  it("offers a user function's parameters", () => {
    expect(at('Get-Widget -').items).toEqual(['-Count', '-Name']);
    expect(at('Send-Thing -Ta').items).toEqual(['-Target']);
  });

  it('offers -ProgressAction with the other common parameters', () => {
    expect(at('Write-Output -Prog').items).toEqual(['-ProgressAction']);
    expect(at('Send-Thing -Prog').items).toEqual(['-ProgressAction']);
  });

  it('completes members of nested values: a property path, an error record, hashtable keys', () => {
    session.run("$o = [PSCustomObject]@{ A = [PSCustomObject]@{ Inner = 1; Other = 'x' } }; $h = @{ alpha = @{ beta = 2 } }");
    session.run("try { throw 'boom' } catch { $err = $_ }");
    expect(complete('$o.A.I', 6, describeSession(session, []))).toEqual({ items: ['Inner'], start: 5 });
    expect(at('$o.A.Other.ToUp').items).toEqual(['ToUpper(', 'ToUpperInvariant(']);
    expect(at('$err.Exception.Mes').items).toEqual(['Message']);
    expect(at('$err.Exception.Message.Len').items).toEqual(['Length']);
    expect(at('$h.al').items).toEqual(['alpha']);
    expect(at('$h.alpha.be').items).toEqual(['beta']);
    expect(at('$o.Missing.').items).toEqual([]);
  });

  it('offers paths for the parameters the cmdlets declare to take one (itemPath), named or by position', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), '');
    mkdirSync(join(dir, 'logs'));
    const inDir = (line: string) => complete(line, line.length, describeSession(session, [], () => dir)).items;
    expect(inDir('Get-Content n')).toEqual(['notes.txt']);
    expect(inDir('Out-File -FilePath l')).toEqual(['logs/']);
    expect(inDir('Copy-Item notes.txt l')).toEqual(['logs/']);
    expect(inDir('New-SvcEndpoint /x -Path n')).toEqual(['notes.txt']);
    expect(inDir('Write-Output n')).toEqual([]);
  });

  it('still completes builtin cmdlets and their aliases', () => {
    expect(at('Get-Wid').items).toEqual(['Get-Widget']);
    expect(at('echo -NoE').items).toEqual(['-NoEnumerate']);
  });
});
