import { describe, expect, it } from 'vitest';
import { svc } from '../shell/helpers.js';
import { endpointError } from './file-helpers.js';
import { withHistory } from './history-helpers.js';

describe('Get-History', () => {
  it('writes HistoryInfo objects for the prompt\'s commands, oldest first', () => {
    const s = withHistory(['$x = 1', 'Get-Thing', '"x is $x"']);
    expect(s.run('Get-History | ForEach-Object { "$($_.Id)|$($_.CommandLine)|$($_.ExecutionStatus)|$($_.Duration.TotalMilliseconds)" }').output).toEqual([
      '1|$x = 1|Completed|250', '2|Get-Thing|Failed|250', '3|"x is $x"|Completed|250',
    ]);
    expect(s.run('(h)[0].GetType().FullName; (history).Count; (ghy -Count 2).Id').output).toEqual(['Microsoft.PowerShell.Commands.HistoryInfo', 4, 3, 4]);
  });
  it('picks entries by -Id, and reports an id that is not there', () => {
    const s = withHistory(['a', 'b', 'c']);
    expect(s.run('(Get-History 2).CommandLine; (Get-History -Id 3 -Count 2).CommandLine').output).toEqual(['b', 'b', 'c']);
    expect(s.run('Get-History 99').errors.map((e) => [e.fullyQualifiedErrorId, e.message])).toEqual([
      ['InvokeHistoryNoHistoryForId,Microsoft.PowerShell.Commands.GetHistoryCommand', 'Cannot locate history for command line 99.'],
    ]);
  });
  it('reads what the real prompt ran, a whole block as one entry', async () => {
    const r = await svc([], {}, "$a = 1\nif ($a) {\n  'yes'\n}\nGet-History | ForEach-Object { \"$($_.Id):$($_.CommandLine -replace '\\n', '/')\" }\n");
    expect(r.stdout).toContain("1:$a = 1\n2:if ($a) {/  'yes'/}\n");
  }, 20000);
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Get-History')).toMatch(/^Get-History is not available to endpoint scripts/);
  });
});
