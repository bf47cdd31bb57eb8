import { describe, expect, it } from 'vitest';
import { complete, type CompletionInfo } from '../../src/shell/complete.js';

const info: CompletionInfo = {
  commands: [
    { name: 'New-SvcEndpoint', parameters: ['Url', 'Endpoint', 'Method', 'ErrorAction', 'ErrorVariable'] },
    { name: 'Get-SvcEndpoint', parameters: ['Id', 'Url', 'Method'] },
    { name: 'Remove-SvcEndpoint', parameters: ['Id', 'Url', 'Method', 'Endpoint'] },
    { name: 'Get-Date', parameters: ['Format'] },
    { name: 'Write-Output', parameters: ['InputObject', 'NoEnumerate'] },
  ],
  aliases: { echo: 'Write-Output', gsep: 'Get-SvcEndpoint' },
  variables: ['Error', 'users', 'userCount', 'PSVersionTable'],
  endpoints: ['/user/:name', '/error', '/users'],
};

const at = (line: string) => complete(line, line.length, info);

describe('tab completion', () => {
  it('completes command names and aliases in command position, case-insensitively', () => {
    expect(at('new-s')).toEqual({ items: ['New-SvcEndpoint'], start: 0 });
    expect(at('Get-')).toEqual({ items: ['Get-Date', 'Get-SvcEndpoint'], start: 0 });
    expect(at('ec').items).toEqual(['echo']);
    expect(at('1 | Write-').items).toEqual(['Write-Output']);
    expect(at('if ($x) { Get-D').items).toEqual(['Get-Date']);
  });

  it('completes parameter names of the command being typed', () => {
    expect(at('New-SvcEndpoint -Url /x -E')).toEqual({ items: ['-Endpoint', '-ErrorAction', '-ErrorVariable'], start: 24 });
    expect(at('Get-Date -').items).toEqual(['-Format']);
    expect(at('echo -No').items).toEqual(['-NoEnumerate']);
    expect(at('Get-Date | Write-Output -I').items).toEqual(['-InputObject']);
    expect(at('Unknown-Thing -').items).toEqual([]);
  });

  it('completes variable names after $', () => {
    expect(at('$us')).toEqual({ items: ['$userCount', '$users'], start: 0 });
    expect(at('Write-Output $e').items).toEqual(['$Error']);
    expect(at('"Hello $us').items).toEqual(['$userCount', '$users']);
    expect(at('${us').items).toEqual(['${userCount}', '${users}']);
  });

  it('completes endpoint URLs after -Url of Get-/Remove-SvcEndpoint (and aliases)', () => {
    expect(at('Get-SvcEndpoint -Url /us')).toEqual({ items: ['/user/:name', '/users'], start: 21 });
    expect(at('Remove-SvcEndpoint -Url ').items).toEqual(['/error', '/user/:name', '/users']);
    expect(at('gsep -url /e').items).toEqual(['/error']);
    expect(at('New-SvcEndpoint -Url /u').items).toEqual([]);
  });

  it('uses only the text before the cursor', () => {
    expect(complete('Get-D | Sort', 5, info)).toEqual({ items: ['Get-Date'], start: 0 });
  });
});
