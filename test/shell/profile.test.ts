// The profile (docs/files.md; about_Profiles): $XDG_CONFIG_HOME/svc/profile.svc (else ~/.config/svc/profile.svc) runs
// when the interactive shell starts, $PROFILE names it, -NoProfile skips it, and an error in it is reported while the
// shell still starts. Driven through the real launcher with the prompt's input piped.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { svc, tempDir } from './helpers.js';
import { profilePath } from '../../src/shell/profile.js';

function configWithProfile(text: string): string {
  const config = tempDir();
  mkdirSync(join(config, 'svc'));
  writeFileSync(join(config, 'svc', 'profile.svc'), text);
  return config;
}

describe('the profile', () => {
  it('is $XDG_CONFIG_HOME/svc/profile.svc, else ~/.config/svc/profile.svc', () => {
    expect(profilePath({ XDG_CONFIG_HOME: '/cfg' }, '/home/ann')).toBe('/cfg/svc/profile.svc');
    expect(profilePath({}, '/home/ann')).toBe('/home/ann/.config/svc/profile.svc');
    // The XDG spec ignores a relative value.
    expect(profilePath({ XDG_CONFIG_HOME: 'rel' }, '/home/ann')).toBe('/home/ann/.config/svc/profile.svc');
  });

  it('runs at the start of the interactive shell: its aliases and functions are there, and $PROFILE names it', async () => {
    const config = configWithProfile('Set-Alias New-PSUEndpoint New-SvcEndpoint\nfunction Get-Hello { "hello from the profile" }\n');
    const r = await svc([], { XDG_CONFIG_HOME: config }, 'Get-Hello\n$PROFILE\n(Get-Alias New-PSUEndpoint).Definition\n');
    expect(r.stdout).toBe(`hello from the profile\n${join(config, 'svc', 'profile.svc')}\nNew-SvcEndpoint\n`);
    expect(r.code).toBe(0);
  });

  it('maps another product\'s command names, so an endpoints file written for it runs unchanged', async () => {
    const config = configWithProfile('Set-Alias New-PSUEndpoint New-SvcEndpoint\nSet-Alias Get-PSUEndpoint Get-SvcEndpoint\n');
    const dir = tempDir();
    // PowerShell Universal's own form (endpoints.ps1 in its repository folder), not one word changed.
    writeFileSync(join(dir, 'endpoints.ps1'), [
      'New-PSUEndpoint -Url "/user/:name" -Method @(\'GET\') -Endpoint {',
      '    param($Name)',
      '    "Hello $Name"',
      '}',
      'New-PSUEndpoint -Url "/items" -Method @(\'POST\', \'PUT\') -Endpoint { $Body }',
    ].join('\n'));
    const input = `. ${join(dir, 'endpoints.ps1')}\nirm /user/Adam\nirm /items -Method Post -Body posted\n(Get-PSUEndpoint).Url -join ','\n`;
    const r = await svc(['--port', '0'], { XDG_CONFIG_HOME: config }, input);
    expect(r.stdout).toBe('Hello Adam\nposted\n/user/:name,/items\n');
    // svc -i FILE runs the profile first, so the file runs as it is given.
    const i = await svc(['--port', '0', '-i', join(dir, 'endpoints.ps1')], { XDG_CONFIG_HOME: config }, 'irm /user/Eve\n');
    expect(i.stdout).toBe('Hello Eve\n');
  });

  it('-NoProfile skips it; $PROFILE still names it', async () => {
    const config = configWithProfile('function Get-Hello { "hello" }\n');
    const r = await svc(['-NoProfile'], { XDG_CONFIG_HOME: config }, 'Get-Command Get-Hello -ErrorAction SilentlyContinue | Measure-Object | % Count\n$PROFILE\n');
    expect(r.stdout).toBe(`0\n${join(config, 'svc', 'profile.svc')}\n`);
  });

  it('an error in the profile is reported with its file and line, and the shell starts anyway', async () => {
    const config = configWithProfile('$ok = "before"\nthrow "profile broke"\n');
    const r = await svc([], { XDG_CONFIG_HOME: config }, '"shell runs; $ok"\n');
    expect(r.stderr).toContain(`Exception: ${join(config, 'svc', 'profile.svc')}:2`);
    expect(r.stderr).toContain('profile broke');
    expect(r.stdout).toBe('shell runs; before\n');
  });

  it('is not run for a file or -c without -i', async () => {
    const config = configWithProfile('"from the profile"\n');
    expect((await svc(['-c', '"just this"'], { XDG_CONFIG_HOME: config })).stdout).toBe('just this\n');
    expect((await svc(['-i', '-c', '"then this"'], { XDG_CONFIG_HOME: config }, '')).stdout).toBe('from the profile\nthen this\n');
  });
});
