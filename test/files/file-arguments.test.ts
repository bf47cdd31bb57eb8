// The arguments after the file on svc's command line, read as pwsh reads them after -File (about_Pwsh): `-Name value`
// binds a parameter of the file's param() block, `-Switch:$false` passes a boolean, other arguments are positional
// strings (converted by the binder to the parameter's type). Through the real launcher.
import { describe, expect, it } from 'vitest';
import { svc, scriptFile } from '../shell/helpers.js';

const script = scriptFile('param($Word, [int]$Count = 1, [switch]$Loud)\n"word=$Word count=$($Count + 1) loud=$Loud rest=$($args -join \'|\')"\n', 'args.svc');

describe('svc FILE ARGS', () => {
  it('binds -Name value, -Name:value and switches to the param() block, as pwsh -File does', async () => {
    expect((await svc([script, '-Word', 'hello', '-Count', '4', '-Loud'])).stdout).toBe('word=hello count=5 loud=True rest=\n');
    expect((await svc([script, '-Loud:$false', '-Word:x'])).stdout).toBe('word=x count=2 loud=False rest=\n');
  });
  it('passes the other arguments by position, the extra ones in $args', async () => {
    expect((await svc([script, 'hi', '2', 'extra', '-5'])).stdout).toBe('word=hi count=3 loud=False rest=extra|-5\n');
  });
});
