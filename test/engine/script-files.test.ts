// Script files run as commands (docs/files.md; about_Scripts, about_Scopes): dot-sourcing versus calling, $args and
// param(), $PSScriptRoot/$PSCommandPath, the current location, errors that name the file and line, and exit. The
// files are real files under a temp folder, read through the shell's own file host.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../../src/engine/index.js';
import type { ErrorRecord, StreamEvent } from '../../src/engine/index.js';
import { createFileHost } from '../../src/shell/file-host.js';
import { createTestHost } from './helpers.js';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function shell(location: string, withFiles = true) {
  const events: StreamEvent[] = [];
  const files = createFileHost(location);
  const host = { ...createTestHost(), ...(withFiles ? { files } : {}) };
  const session = createSession({ host, sink: (e) => events.push(e) });
  const run = (source: string, file: string | null = null) => {
    events.length = 0;
    const result = session.run(source, { file });
    return { result, out: events.filter((e) => e.stream === 'output').map((e) => (e as { value: unknown }).value), errors: events.filter((e) => e.stream === 'error').map((e) => (e as { record: ErrorRecord }).record) };
  };
  return { session, run, files };
}

const LIB = [
  'param($Greeting = "Hi")',
  '$libVar = "from lib"',
  'function Get-Greeting { "$Greeting from $(Split-Path2 $PSCommandPath)" }',
  'function Split-Path2($p) { $p.Substring($PSScriptRoot.Length + 1) }',
  '"args: $($args -join ",")"',
].join('\n');

describe('dot-sourcing and calling a script file', () => {
  it('. ./file leaves its functions and variables in the caller\'s scope', () => {
    const dir = folder({ 'lib.svc': LIB });
    const { run } = shell(dir);
    expect(run('. ./lib.svc Hello').out).toEqual(['args: ']);
    expect(run('$libVar; $Greeting; Get-Greeting').out).toEqual(['from lib', 'Hello', 'Hello from lib.svc']);
  });

  it('& ./file and ./file run in a child scope that is gone afterwards, with $args and param()', () => {
    const dir = folder({ 'lib.svc': LIB });
    const { run } = shell(dir);
    expect(run('& ./lib.svc -Greeting Yo one two').out).toEqual(['args: one,two']);
    expect(run('./lib.svc a').out).toEqual(['args: ']);
    const after = run('$null -eq $libVar; Get-Greeting');
    expect(after.out).toEqual([true]);
    expect(after.errors[0].fullyQualifiedErrorId).toBe('CommandNotFoundException');
  });

  it('$script: inside a called file names the file\'s own scope; dot-sourced, the caller\'s', () => {
    const dir = folder({ 's.svc': '$script:where = "set"' });
    const { run } = shell(dir);
    expect(run('& ./s.svc; "[$where]"').out).toEqual(['[]']);
    expect(run('. ./s.svc; "[$where]"').out).toEqual(['[set]']);
  });

  it('accepts .ps1 files and refuses other extensions', () => {
    const dir = folder({ 'a.ps1': '"ps1 ran"', 'notes.txt': 'x' });
    const { run } = shell(dir);
    expect(run('./a.ps1').out).toEqual(['ps1 ran']);
    expect(run('./notes.txt').errors[0].toString()).toBe("'./notes.txt' is not a script file: svc runs .svc and .ps1 files.");
  });

  it('a bare file name is not run from the current location, and the error says how', () => {
    const dir = folder({ 'a.svc': '"ran"' });
    const r = shell(dir).run('a.svc');
    expect(r.out).toEqual([]);
    expect(r.errors[0].toString()).toMatch(/The term 'a.svc' is not recognized[\s\S]*type "\.\/a\.svc"/);
  });

  it('a missing file is CommandNotFoundException naming the path', () => {
    const r = shell(folder({})).run('. ./nope.svc; "after"');
    expect(r.errors[0]).toMatchObject({ fullyQualifiedErrorId: 'CommandNotFoundException', targetObject: './nope.svc' });
    expect(r.out).toEqual(['after']);
  });
});

describe('$PSScriptRoot and $PSCommandPath', () => {
  it('name the running file, inside a dot-sourced file and its functions, and go back to the caller\'s after', () => {
    const dir = folder({ 'main.svc': '"main: $PSScriptRoot"\n. ./sub/lib.svc\n"lib fn: $(Get-Root)"\n"main again: $PSCommandPath"', 'sub/lib.svc': '"lib: $PSScriptRoot"\nfunction Get-Root { $PSScriptRoot }' });
    const { run } = shell(dir);
    const main = join(dir, 'main.svc');
    expect(run('. ./main.svc').out).toEqual([`main: ${dir}`, `lib: ${join(dir, 'sub')}`, `lib fn: ${join(dir, 'sub')}`, `main again: ${main}`]);
    expect(run('"[$PSScriptRoot][$PSCommandPath]"').out).toEqual(['[][]']);
  });

  it('relative paths resolve against the current location, not the calling file\'s folder', () => {
    const dir = folder({ 'sub/a.svc': '. ./b.svc', 'sub/b.svc': '"sub b"', 'b.svc': '"top b"' });
    const { run, files } = shell(dir);
    expect(run('./sub/a.svc').out).toEqual(['top b']);
    files.setLocation('sub');
    expect(run('./a.svc').out).toEqual(['sub b']);
    // The idiom for a file beside the running one: `$PSScriptRoot/x.svc` is one word (about_Parsing).
    expect(run('. $PSScriptRoot/b.svc', join(dir, 'main.svc')).out).toEqual(['top b']);
  });
});

describe('errors in script files', () => {
  it('a runtime error names the file and line, with a stack trace through the caller', () => {
    const dir = folder({ 'lib.svc': '"one"\nfunction f {\n  throw "boom" }\nf' });
    const r = shell(dir).run('\n. ./lib.svc');
    const e = r.errors[0];
    const path = join(dir, 'lib.svc');
    expect(e.invocationInfo).toMatchObject({ scriptName: path, scriptLineNumber: 3, line: '  throw "boom" }' });
    expect(e.scriptStackTrace).toEqual([`at f, ${path}: line 3`, `at <ScriptBlock>, ${path}: line 4`, 'at <ScriptBlock>, <No file>: line 2']);
  });

  it('a syntax error is a ParseException at the file, line and column, and the caller goes on', () => {
    const dir = folder({ 'bad.svc': '"ok"\n$x = 1 2\n' });
    const r = shell(dir).run('. ./bad.svc; "after"');
    expect(r.out).toEqual(['after']);
    expect(r.errors[0].toData()).toMatchObject({ category: 'ParserError', scriptName: join(dir, 'bad.svc'), line: 2, column: 8, lineText: '$x = 1 2' });
  });

  it('exit in a called file ends that file and sets $LASTEXITCODE; the caller goes on', () => {
    const dir = folder({ 'ex.svc': '"a"\nexit 4\n"b"' });
    const r = shell(dir).run('./ex.svc; "code $LASTEXITCODE"');
    expect(r.result.outcome).toBe('completed');
    expect(r.out).toEqual(['a', 'code 4']);
  });
});

describe('running files is a power of the shell only', () => {
  it('without the host\'s file powers (an endpoint script), a script file is refused clearly', () => {
    const dir = folder({ 'a.svc': '"ran"' });
    const events: StreamEvent[] = [];
    const s = createSession({ host: createTestHost(), sink: (e) => events.push(e), inEndpoint: true });
    s.run(`. ${join(dir, 'a.svc')}`);
    const e = events.find((x) => x.stream === 'error') as { record: ErrorRecord };
    expect(e.record.toString()).toMatch(/cannot be loaded in an endpoint script: endpoint scripts read no files, and only a script file named by a constant path in the endpoint's own code is read by the shell when the endpoint is defined/);
    expect(events.some((x) => x.stream === 'output')).toBe(false);
  });
});
