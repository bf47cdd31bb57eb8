// The cache through the real svc launcher (docs/state.md): the same store at the prompt's engine thread, in .svc files
// and in endpoints; -Persist keys in the data folder surviving a restart and a kill -9 after the answer; a damaged
// data file moved aside, never deleted; bad --data and --store values refused with one line and a non-zero exit.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finished, scriptFile, startSvcProcess, svc, tempDir, waitFor } from './helpers.js';

const listening = /Listening on (http:\/\/\S+)/;

describe('one store for the file, its endpoints and the prompt', () => {
  it('a .svc file reads what its endpoint stored, and the endpoint reads what the file stored', async () => {
    const file = scriptFile([
      "$Cache:greeting = 'from the file'",
      "New-SvcEndpoint -Url /visit -Method POST -Endpoint { $Cache:visits = [int]$Cache:visits + 1; $Cache:greeting }",
      'Invoke-RestMethod -Method POST /visit',
      'Invoke-RestMethod -Method POST /visit',
      '"visits: $Cache:visits"',
      '(Get-SvcCache).Key -join ","',
    ].join('\n'));
    const r = await svc(['--exit', file]);
    // Only the listener's line and the request log: no error.
    expect(r.stderr.split('\n').filter((l) => l !== '' && !/^(Listening on |POST \/visit -> 200)/.test(l))).toEqual([]);
    expect(r.stdout).toBe('from the file\nfrom the file\nvisits: 2\ngreeting,visits\n');
    expect(r.code).toBe(0);
  }, 60_000);
});

describe('-Persist and the data folder', () => {
  it('keeps -Persist keys across a restart; other keys live only as long as the process', async () => {
    const data = tempDir();
    const first = await svc(['--data', data, '-c', "Set-SvcCache kept @{ n = 1; when = [datetime]'2024-01-02' } -Persist; Set-SvcCache lost 2"]);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const second = await svc(['--data', data, '-c', '$k = Get-SvcCache kept; $k.n; $k.when.GetType().Name; $null -eq (Get-SvcCache lost); (Get-SvcCache kept*).Persist']);
    expect(second).toMatchObject({ code: 0, stdout: '1\nDateTime\nTrue\nTrue\n', stderr: '' });
    const removed = await svc(['--data', data, '-c', 'Remove-SvcCache kept']);
    expect(removed.code).toBe(0);
    expect((await svc(['--data', data, '-c', '$null -eq (Get-SvcCache kept)'])).stdout).toBe('True\n');
  }, 60_000);

  it('an answered -Persist write from an endpoint survives kill -9', async () => {
    const data = tempDir();
    const file = scriptFile("New-SvcEndpoint -Url /save -Method POST -Endpoint { param($Item) Set-SvcCache -Key saved -Value $Item -Persist; 'saved' }");
    const child = startSvcProcess(['--data', data, file]);
    const done = finished(child);
    const url = listening.exec(await waitFor(child.stderr, listening))![1];
    const answer = await fetch(`${url}/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Item: 'precious' }) });
    expect(await answer.text()).toBe('saved');
    child.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    const after = await svc(['--data', data, '-c', 'Get-SvcCache saved']);
    expect(after).toMatchObject({ code: 0, stdout: 'precious\n', stderr: '' });
  }, 60_000);

  it('a damaged data file: svc starts, says which file and what it kept, and keeps the file (moved aside, untouched)', async () => {
    const data = tempDir();
    const path = join(data, 'cache.sqlite');
    writeFileSync(path, 'this is not a database, but it is the user\'s file');
    const r = await svc(['--data', data, '-c', "Set-SvcCache fresh 1 -Persist; 'running'"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('running\n');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^svc: the data file ${path} could not be read \\(.+\\); kept none of its keys\\. It was moved to ${path}\\.damaged-\\S+, untouched`));
    const aside = readdirSync(data).find((f) => f.startsWith('cache.sqlite.damaged-'))!;
    expect(readFileSync(join(data, aside), 'utf8')).toBe('this is not a database, but it is the user\'s file');
    expect((await svc(['--data', data, '-c', 'Get-SvcCache fresh'])).stdout).toBe('1\n');
  }, 60_000);

  it('an unwritable data folder: one line naming --data (or the DataPath setting), exit 1', async () => {
    const r = await svc(['--data', '/proc/svc-data', '-c', '1']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("svc: --data: the folder '/proc' is not writable (ENOENT), so svc cannot keep its data in '/proc/svc-data'.\n");
    const file = join(tempDir(), 'file');
    writeFileSync(file, '');
    const notFolder = await svc(['-c', '1'], { XDG_DATA_HOME: file });
    expect(notFolder.code).toBe(1);
    expect(notFolder.stderr).toMatch(/^svc: the DataPath setting \(its default\): '.*file' is not a folder/);
    const setting = await svc(['-c', "Set-SvcSetting -DataPath /proc/svc-data; 'after'"]);
    expect(setting.stderr).toMatch(/Set-SvcSetting: the DataPath setting: the folder '\/proc' is not writable/);
    expect(existsSync('/proc/svc-data')).toBe(false);
  }, 60_000);

  it('no data folder is made until a -Persist write needs one', async () => {
    const home = tempDir();
    expect((await svc(['-c', "Set-SvcCache a 1; 'ok'"], { XDG_DATA_HOME: home })).stdout).toBe('ok\n');
    expect(readdirSync(home)).toEqual([]);
    expect((await svc(['-c', "Set-SvcCache a 1 -Persist; 'ok'"], { XDG_DATA_HOME: home })).stdout).toBe('ok\n');
    expect(readdirSync(join(home, 'svc'))).toContain('cache.sqlite');
  }, 60_000);
});

describe('--store', () => {
  it('an unknown scheme or a malformed URL: one line naming --store, exit 2', async () => {
    const unknown = await svc(['--store', 'memcached://127.0.0.1:11211', '-c', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("svc: --store: unknown store scheme 'memcached' in 'memcached://127.0.0.1:11211'; the store may be redis://HOST:PORT, or nothing for the embedded store.");
    const malformed = await svc(['--store', 'localhost', '-c', '1']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^svc: --store: 'localhost' is not a store URL/);
  }, 60_000);
});
