// The engine's public surface (src/engine/index.ts): sessions, run results, stream events, variables, commands.
import { describe, it, expect } from 'vitest';
import { createSession, parse, ErrorRecord } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { createTestHost, runScript, outputs } from './helpers.js';

function session(options: Parameters<typeof createTestHost>[0] = {}) {
  const events: StreamEvent[] = [];
  const s = createSession({ host: createTestHost(options), sink: (e) => events.push(e) });
  return { s, events };
}

describe('session', () => {
  it('keeps state across runs, like the shell', () => {
    const { s, events } = session();
    s.run('$count = 1; function Get-Two { 2 }');
    s.run('$count + (Get-Two)');
    expect(events).toEqual([{ stream: 'output', value: 3 }]);
    expect(s.getVariable('COUNT')).toBe(1);
    expect(s.variableNames()).toContain('count');
    expect(s.commandNames()).toContain('Get-Two');
    expect(s.commandNames()).toContain('Write-Output');
  });

  it('sets variables for scripts', () => {
    const { s, events } = session();
    s.setVariable('Name', 'svc');
    s.run('"hello $name"');
    expect(events).toEqual([{ stream: 'output', value: 'hello svc' }]);
  });

  it('runs a parsed AST', () => {
    const { s, events } = session();
    const result = s.runAst(parse('6 * 7').ast);
    expect(result.outcome).toBe('completed');
    expect(events).toEqual([{ stream: 'output', value: 42 }]);
  });

  it('reports parse errors without running anything', () => {
    const { s, events } = session();
    const result = s.run('"never" ; if (');
    expect(result.outcome).toBe('parseError');
    expect(result.exitCode).toBe(1);
    expect(result.parseErrors.length).toBeGreaterThan(0);
    expect(events).toEqual([]);
  });

  it('ends with a terminating error event and outcome failed', () => {
    const { s, events } = session();
    const result = s.run('"a"\nthrow "boom"');
    expect(result.outcome).toBe('failed');
    expect(result.exitCode).toBe(1);
    expect(result.error).toBeInstanceOf(ErrorRecord);
    const last = events[events.length - 1];
    expect(last.stream).toBe('error');
    expect(last.stream === 'error' && last.terminating).toBe(true);
    expect(last.stream === 'error' && last.record.toString()).toBe('boom');
  });

  it('passes exit codes and sets $LASTEXITCODE', () => {
    const { s } = session();
    expect(s.run('exit 5')).toMatchObject({ outcome: 'exit', exitCode: 5 });
    expect(s.getVariable('LASTEXITCODE')).toBe(5);
    expect(s.run('exit')).toMatchObject({ outcome: 'exit', exitCode: 0 });
  });

  it('stops when the host interrupts, running finally blocks', () => {
    const { s, events } = session({ maxPolls: 100 });
    const result = s.run('try { while ($true) { } } finally { "cleaned up" }');
    expect(result.outcome).toBe('stopped');
    expect(events).toEqual([{ stream: 'output', value: 'cleaned up' }]);
  });

  it('names the script file in stack traces and $PSCommandPath', () => {
    const r = runScript('function f {\n  throw "x"\n}\ntry { f } catch { $_.ScriptStackTrace }\n$PSCommandPath\n$PSScriptRoot', { file: '/srv/app/main.svc' });
    expect(outputs(r)).toEqual(['at f, /srv/app/main.svc: line 2\nat <ScriptBlock>, /srv/app/main.svc: line 4', '/srv/app/main.svc', '/srv/app']);
  });

  it('fills InvocationInfo of an uncaught error', () => {
    const { s } = session();
    const result = s.run('$a = 1\n  $b = $a / 0\nthrow "end"');
    expect(result.error?.toString()).toBe('end');
    const errors = s.getVariable('Error') as ErrorRecord[];
    expect(errors.length).toBe(2);
    const dz = errors[1];
    expect(dz.invocationInfo).toMatchObject({ scriptLineNumber: 2, offsetInLine: 3, line: '  $b = $a / 0' });
    expect(dz.scriptStackTrace).toEqual(['at <ScriptBlock>, <No file>: line 2']);
  });

  it('passes arguments to the script param() block', () => {
    const r = runScript('param($first, $second)\n"$first-$second"', { args: ['a', 'b'] });
    expect(outputs(r)).toEqual(['a-b']);
  });

  it('streams warnings, verbose and information as events', () => {
    const r = runScript('Write-Warning w; Write-Verbose v -Verbose; Write-Information i -InformationAction Continue; Write-Host h');
    expect(r.events.map((e) => e.stream)).toEqual(['warning', 'verbose', 'information', 'information']);
    const host = r.events[3];
    expect(host.stream === 'information' && host.tags).toEqual(['PSHOST']);
  });

  it('writes > file redirections through the host', () => {
    const files = new Map<string, string>();
    runScript('"one", "two" > out.txt\n"three" >> out.txt', { files });
    expect(files.get('out.txt')).toBe('one\ntwo\nthree\n');
  });

  it('turns runaway recursion into CallDepthOverflow', () => {
    const r = runScript('function f($n) { f ($n + 1) }\ntry { f 0 } catch { $_.FullyQualifiedErrorId; $_.Exception.Message }');
    expect(outputs(r)).toEqual(['CallDepthOverflow', 'The script failed due to call depth overflow.']);
  });
});

describe('runaway scripts', () => {
  it('stops exponential recursion through interrupt polls on calls', () => {
    const r = runScript('function f { f; f }\nf', { maxPolls: 5000 });
    expect(r.result.outcome).toBe('stopped');
  });
});

describe('deep recursion', () => {
  it.each([
    'function f($n) { $n | ForEach-Object { f ($_ + 1) } }; f 0; "after"',
    'function f($n) { $x = @(foreach ($i in 1) { switch ($n) { default { f ($n + 1) } } }) }; f 0; "after"',
    '$sb = { param($n) & $sb ($n + 1) }; & $sb 0; "after"',
  ])('ends with CallDepthOverflow, not a crash: %s', (source) => {
    const r = runScript(source);
    expect(r.result.outcome).toBe('completed');
    expect(outputs(r)).toEqual(['after']);
    const errors = r.events.filter((e) => e.stream === 'error');
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e.stream === 'error' && e.record.fullyQualifiedErrorId).toBe('CallDepthOverflow');
  });
});

describe('error positions', () => {
  it('reports Write-Error inside a function at the call site, under the function name', () => {
    const r = runScript('function Get-User {\n  Write-Error "no user"\n}\n\nGet-User');
    const e = r.events.find((x) => x.stream === 'error');
    expect(e?.stream === 'error' && e.record.invocationInfo).toMatchObject({ commandName: 'Get-User', scriptLineNumber: 5, line: 'Get-User' });
    expect(e?.stream === 'error' && e.record.scriptStackTrace).toEqual(['at Get-User, <No file>: line 2', 'at <ScriptBlock>, <No file>: line 5']);
  });

  it('reports a cmdlet error at the cmdlet, with its name', () => {
    const r = runScript('\n  Write-Error "top"');
    const e = r.events.find((x) => x.stream === 'error');
    expect(e?.stream === 'error' && e.record.invocationInfo).toMatchObject({ commandName: 'Write-Error', scriptLineNumber: 2, offsetInLine: 3, line: '  Write-Error "top"' });
  });

  it('names an unknown command in its error', () => {
    const r = runScript('Get-Nothing -Flag');
    const e = r.events.find((x) => x.stream === 'error');
    expect(e?.stream === 'error' && e.record.fullyQualifiedErrorId).toBe('CommandNotFoundException');
    expect(e?.stream === 'error' && e.record.targetObject).toBe('Get-Nothing');
    expect(e?.stream === 'error' && e.record.invocationInfo?.commandName).toBe('Get-Nothing');
  });
});

describe('a failing sink', () => {
  it('never lets a JavaScript exception escape run()', () => {
    const s = createSession({ host: createTestHost(), sink: () => { throw new Error('sink broke'); } });
    const result = s.run('"x"');
    expect(result.outcome).toBe('failed');
    expect(result.error?.fullyQualifiedErrorId).toBe('InternalEngineError');
  });
});
