import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/shell/args.js';

const run = (argv: string[], env: Record<string, string> = {}) => parseArgs(argv, env);

describe('svc command line (docs/contract.md 2)', () => {
  it.each([
    [[], { file: null, command: null, interactive: false, port: 5000, host: '127.0.0.1', outputMode: 'text' }],
    [['x.svc', 'a', '-b'], { file: 'x.svc', fileArgs: ['a', '-b'] }],
    [['-c', '1 + 1'], { command: '1 + 1' }],
    [['--command', 'Get-Date', '--exit'], { command: 'Get-Date', exit: true }],
    [['-i', 'x.svc'], { interactive: true, file: 'x.svc' }],
    [['--port', '0'], { port: 0 }],
    [['--port=8080', '--host=::1'], { port: 8080, host: '::1' }],
    [['-o', 'json', '-c', 'x'], { outputMode: 'json', command: 'x' }],
    [['--output-format', 'json'], { outputMode: 'json' }],
    [['-NoProfile'], { noProfile: true }],
    [['--no-profile', '-i', 'x.svc'], { noProfile: true, interactive: true, file: 'x.svc' }],
  ])('%j', (argv, expected) => {
    expect(run(argv as string[])).toMatchObject({ kind: 'run', ...expected });
  });

  it('reads SVC_PORT and SVC_HOST; options win', () => {
    expect(run([], { SVC_PORT: '6000', SVC_HOST: '0.0.0.0' })).toMatchObject({ port: 6000, host: '0.0.0.0' });
    expect(run(['--port', '7000'], { SVC_PORT: '6000' })).toMatchObject({ port: 7000 });
  });

  it.each([
    [['--nope'], /unknown option '--nope'/],
    [['--port'], /needs a value/],
    [['--port', 'abc'], /port number/],
    [['--port', '70000'], /port number/],
    [['-o', 'xml'], /unknown output format 'xml'/],
    [['-c', 'a', 'b'], /after -c/],
  ])('usage error for %j', (argv, message) => {
    const r = run(argv as string[]);
    expect(r.kind).toBe('usageError');
    expect((r as { message: string }).message).toMatch(message);
  });

  it('a bad SVC_PORT is a usage error', () => {
    expect(run([], { SVC_PORT: 'x' })).toMatchObject({ kind: 'usageError' });
  });

  it('help and version', () => {
    expect(run(['--help']).kind).toBe('help');
    expect(run(['-h']).kind).toBe('help');
    expect(run(['--version']).kind).toBe('version');
  });
});
