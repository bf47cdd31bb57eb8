import { describe, expect, it } from 'vitest';
import { firstError, out, run } from './helpers.js';

describe('Invoke-Command', () => {
  it('binds -ArgumentList to the block\'s param() in order, or to $args', () => {
    expect(out('Invoke-Command -ScriptBlock { param($a, $b) "$a-$b" } -ArgumentList 1, 2; icm { $args.Count } -Args x, y, z')).toEqual(['1-2', 3]);
  });
  it('runs in a new scope unless -NoNewScope', () => {
    expect(out('$v = 1; Invoke-Command { $v = 2; $w = 1 }; $v; $w -eq $null; Invoke-Command -NoNewScope { $v = 3; $w = 4 }; $v; $w')).toEqual([1, true, 3, 4]);
  });
  it('hands piped objects to the block as its input, once all have arrived', () => {
    expect(out('1, 2, 3 | Invoke-Command { "n=$(@($input).Count)" }')).toEqual(['n=3']);
    expect(out('1, 2 | Invoke-Command { begin { "b" } process { "p$_" } end { "e" } }')).toEqual(['b', 'p1', 'p2', 'e']);
  });
  it('lets the block\'s errors through and stops on a terminating one', () => {
    const r = run("Invoke-Command { Write-Error 'inner'; 'after' }; Invoke-Command { throw 'boom' }; 'never'");
    expect(r.output).toEqual(['after']);
    expect(r.errors.map((e) => e.message)).toEqual(['inner', 'boom']);
  });
  it('has no remoting parameters', () => {
    expect(firstError('Invoke-Command -ComputerName here { 1 }').id).toBe('NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeCommandCommand');
  });
});
