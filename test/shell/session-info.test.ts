// Tab completion reads the live session (src/shell/session-info.ts): a user's function offers its own parameters,
// and every cmdlet offers the engine's one list of common parameters (about_CommonParameters).
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/engine/index.js';
import { complete } from '../../src/shell/complete.js';
import { describeSession } from '../../src/shell/session-info.js';
import { createTestHost } from '../engine/helpers.js';

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

  it('still completes builtin cmdlets and their aliases', () => {
    expect(at('Get-Wid').items).toEqual(['Get-Widget']);
    expect(at('echo -NoE').items).toEqual(['-NoEnumerate']);
  });
});
