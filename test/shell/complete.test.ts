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

  it('completes endpoint URLs after -Url (and aliases); New-SvcEndpoint too, to redefine one', () => {
    expect(at('Get-SvcEndpoint -Url /us')).toEqual({ items: ['/user/:name', '/users'], start: 21 });
    expect(at('Remove-SvcEndpoint -Url ').items).toEqual(['/error', '/user/:name', '/users']);
    expect(at('gsep -url /e').items).toEqual(['/error']);
    expect(at('New-SvcEndpoint -Url /u').items).toEqual(['/user/:name', '/users']);
  });

  it('uses only the text before the cursor', () => {
    expect(complete('Get-D | Sort', 5, info)).toEqual({ items: ['Get-Date'], start: 0 });
  });
});

describe('completion that knows the language', () => {
  const rich: CompletionInfo = {
    ...info,
    commands: [
      ...info.commands,
      { name: 'Set-SvcSetting', parameters: ['ClientEdition', 'DefaultErrorAction', 'ErrorAction'], values: { clientedition: ['Core', 'Desktop'], defaulterroraction: ['Continue', 'SilentlyContinue', 'Ignore', 'Stop'], erroraction: ['SilentlyContinue', 'Stop', 'Continue'], ea: ['SilentlyContinue', 'Stop', 'Continue'] } },
      { name: 'Invoke-RestMethod', parameters: ['Uri', 'Method'], values: { method: ['Default', 'Get', 'Post'] } },
      { name: 'Get-Content', parameters: ['Path', 'Raw', 'Tail'], pathParameters: ['path', 'pspath'], pathPositions: [0], switches: ['raw'] },
      { name: 'Get-User', parameters: ['Name', 'Admin', 'Path'] },
    ],
    aliases: { ...info.aliases, irm: 'Invoke-RestMethod' },
    types: ['int', 'System.Int32', 'pscustomobject', 'System.Management.Automation.PSCustomObject'],
    members: (name) => (name === 'err' ? ['Exception', 'FullyQualifiedErrorId', 'ToString('] : []),
    files: (folder) => (folder === '.' || folder === './' ? [['examples', true], ['errors.svc', false], ['README.md', false]] : folder === 'examples/' ? [['errors.svc', false]] : []),
  };
  const on = (line: string) => complete(line, line.length, rich);

  it('offers ValidateSet and enum values of the parameter being given', () => {
    expect(on('Set-SvcSetting -ClientEdition D')).toEqual({ items: ['Desktop'], start: 30 });
    expect(on('Set-SvcSetting -DefaultErrorAction S').items).toEqual(['SilentlyContinue', 'Stop']);
    expect(on('irm /x -Method ').items).toEqual(['Default', 'Get', 'Post']);
    expect(on('Set-SvcSetting -ea St').items).toEqual(['Stop']);
  });

  it('offers endpoint URLs after -Url, -Uri and as the first argument of irm/Invoke-RestMethod', () => {
    expect(on('irm /us').items).toEqual(['/user/:name', '/users']);
    expect(on('Invoke-RestMethod -Uri /e').items).toEqual(['/error']);
    expect(on('Get-SvcEndpoint -Url /e').items).toEqual(['/error']);
  });

  it("offers a variable's members after $x., type names after [, the user's function parameters", () => {
    expect(on('$err.Exc')).toEqual({ items: ['Exception'], start: 5 });
    expect(on('$err.').items).toEqual(['Exception', 'FullyQualifiedErrorId', 'ToString(']);
    expect(on('[PSCustomO')).toEqual({ items: ['pscustomobject'], start: 1 });
    expect(on('[System.Int').items).toEqual(['System.Int32']);
    expect(on('Get-User -A').items).toEqual(['-Admin']);
  });

  it('offers file paths where a parameter is declared to take a path, named or by position, and after ./', () => {
    expect(on('Get-Content -Path e').items).toEqual(['errors.svc', 'examples/']);
    expect(on('Get-Content -PSPath e').items).toEqual(['errors.svc', 'examples/']);
    expect(on('Get-Content -Path examples/').items).toEqual(['examples/errors.svc']);
    // Position 0 is the path: a switch and a named parameter's value are not positional arguments.
    expect(on('Get-Content e').items).toEqual(['errors.svc', 'examples/']);
    expect(on('Get-Content -Raw -Tail 5 e').items).toEqual(['errors.svc', 'examples/']);
    expect(on('Get-Content first e').items).toEqual([]);
    // A parameter named Path that is not declared to take one (a function's) gets no paths.
    expect(on('Get-User -Path e').items).toEqual([]);
    expect(on('. ./R').items).toEqual(['./README.md']);
  });

  it('offers paths, then commands, as the first argument of . and &', () => {
    expect(on('. e').items).toEqual(['errors.svc', 'examples/', 'echo']);
    expect(on('& ex').items).toEqual(['examples/']);
    expect(on('1; . examples/').items).toEqual(['examples/errors.svc']);
  });

  // Where the word, its command and its arguments are comes from the grammar's tokens: strings, here-strings,
  // comments and backtick continuations are read as the parser reads them.
  const paths = ['errors.svc', 'examples/'];
  it.each([
    ['an assignment, whose right side is a command', '$x = Get-D', ['Get-Date'], 5],
    ["a quote inside a comment", "# it's a note\nGet-D", ['Get-Date'], 14],
    ['a `|` and a quote inside a here-string', "@'\nit's | x\n'@ | Write-O", ['Write-Output'], 17],
    ['a `;` inside a string', 'Write-Output "a;b" -N', ['-NoEnumerate'], 19],
    ['a `|` inside a string', "Write-Output 'a | Get-D' -N", ['-NoEnumerate'], 25],
    ['a backtick line continuation', 'Get-Content -Raw `\n  e', paths, 21],
    ["a parameter's quoted value with a space", "Get-Content -Tail 'x y' e", paths, 24],
    ['an open string', 'Get-Content "e', paths, 13],
    ['an open string after a parameter', "Get-Content -Path './ex", ['./examples/'], 19],
    ['a lone `-` after a string', "Write-Output 'x' -", ['-InputObject', '-NoEnumerate'], 17],
    ['a member after a script block opens', 'gsep | % { $err.F', ['FullyQualifiedErrorId'], 16],
    ['a variable in an open string after a `;`', 'Write-Output "a; $use', ['$userCount', '$users'], 17],
  ])('reads %s', (_what, line, items, start) => {
    expect(on(line)).toEqual({ items, start });
  });
});
