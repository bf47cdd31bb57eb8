// Colours against pwsh 7.4's $PSStyle defaults and PSReadLine's token colours, read as the raw bytes svc writes to a
// pseudo-terminal (util-linux `script`): each output stream, and a line typed at the prompt.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { scriptFile, svc } from './helpers.js';
import { requireTool } from '../tools/required-tools.js';

const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));
const E = '\u001b[';
/** util-linux `script` gives svc its pseudo-terminal: without it, this file fails here, at once, saying so. */
const SCRIPT = requireTool('script');
/** The prompt drawn (`svc> `, coloured or not): keys typed before it could reach the terminal before the line editor. */
const PROMPT = /svc(\u001b\[[0-9;]*m)*>/;

/** Runs svc on a pseudo-terminal, types `keys` once the prompt shows, and returns everything written. */
function onTerminal(args: string, keys: string[] = [], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(SCRIPT, ['-qfec', `stty cols 120 rows 40; "${process.execPath}" "${SVC}" ${args}`, '/dev/null'], {
      env: { ...process.env, NO_COLOR: '', SVC_PORT: '0', SVC_HISTORY: '/dev/null', TERM: 'xterm-256color', ...env },
    });
    let raw = '';
    let started = false;
    const timer = setTimeout(() => { child.kill(); reject(new Error(`timed out; saw:\n${raw}`)); }, 30000);
    // One chunk at a time, each drawn before the next (a chunk and its Ctrl-U together would draw once).
    const typeAll = async () => { for (const k of keys) { await new Promise((r) => setTimeout(r, 400)); child.stdin.write(k); } };
    child.stdout.on('data', (d) => {
      raw += d.toString();
      if (!started && keys.length && raw.includes('Listening on') && PROMPT.test(raw)) { started = true; void typeAll(); }
    });
    child.on('close', () => { clearTimeout(timer); resolve(raw); });
  });
}

describe('output colours ($PSStyle defaults of pwsh 7.4)', () => {
  it('colours each stream and the error view on a terminal', async () => {
    const file = scriptFile([
      'Write-Warning "careful"',
      "$VerbosePreference = 'Continue'; Write-Verbose 'chatty'",
      "$DebugPreference = 'Continue'; Write-Debug 'bug'",
      '[PSCustomObject]@{ Name = "ann"; Age = 3 }',
      '[PSCustomObject]@{ A = 1; B = 2; C = 3; D = 4; E = 5 } | Format-List',
      'Write-Error "Whoa!"',
      'Write-Host host -ForegroundColor Red -BackgroundColor DarkBlue; Write-Information info -InformationAction Continue',
    ].join('\n'));
    const raw = await onTerminal(`--exit "${file}"`);
    expect(raw).toContain(`${E}33;1mWARNING: careful${E}0m`);
    expect(raw).toContain(`${E}33;1mVERBOSE: chatty${E}0m`);
    expect(raw).toContain(`${E}33;1mDEBUG: bug${E}0m`);
    expect(raw).toContain(`${E}32;1mName${E}0m ${E}32;1mAge${E}0m`);
    expect(raw).toContain(`${E}32;1m----${E}0m ${E}32;1m---${E}0m`);
    expect(raw).toContain(`${E}32;1mA : ${E}0m1`);
    // ConciseView of a script error: the header in Error, the gutter and the failing extent in ErrorAccent.
    expect(raw).toContain(`${E}31;1mWrite-Error:${E}0m ${file}:6`);
    expect(raw).toContain(`${E}36;1mLine |${E}0m`);
    expect(raw).toContain(`${E}36;1m   6 |${E}0m  Write-Error "Whoa!"`);
    expect(raw).toContain(`${E}36;1m     |${E}0m ${E}31;1mWhoa!${E}0m`);
    // The information stream: Write-Host's ConsoleColor names, Write-Information plain (pwsh has no style for it).
    expect(raw).toContain(`${E}91;44mhost${E}0m`);
    expect(raw).toMatch(/\ninfo\r?\n/);
  }, 40000);

  it('writes no colour with NO_COLOR or when output is not a terminal', async () => {
    const piped = await svc(['-c', 'Write-Warning w; Write-Error e; [PSCustomObject]@{ A = 1 }'], { NO_COLOR: '' });
    const noColor = await onTerminal(`-c 'Write-Warning w; Write-Error e'`, [], { NO_COLOR: '1' });
    for (const text of [piped.stdout + piped.stderr, noColor]) expect(text).not.toMatch(/\u001b\[[0-9;]*m/);
    expect(piped.stderr).toContain('WARNING: w');
  }, 40000);

  it('NO_COLOR starts $PSStyle.OutputRendering at PlainText; Ansi colours even a pipe', async () => {
    const plain = await svc(['-c', '$PSStyle.OutputRendering'], { NO_COLOR: '1' });
    expect(plain.stdout).toBe('PlainText\n');
    const ansi = await svc(['-c', "$PSStyle.OutputRendering = 'Ansi'; Write-Warning w; [PSCustomObject]@{ A = 1 }"], { NO_COLOR: '' });
    expect(ansi.stderr).toBe(`${E}33;1mWARNING: w${E}0m\n`);
    expect(ansi.stdout).toContain(`${E}32;1mA${E}0m\n${E}32;1m-${E}0m\n1`);
  }, 40000);
});

describe('$PSStyle set at the prompt changes what the console draws', () => {
  it('follows OutputRendering and the Formatting styles, for the streams and the request log', async () => {
    const raw = await onTerminal('', [
      "$PSStyle.OutputRendering = 'PlainText'\r",
      "Write-Error plain1; Write-Warning plain2; [PSCustomObject]@{ Plain3 = 1 }\r",
      "$PSStyle.OutputRendering = 'Host'; $PSStyle.Formatting.Error = $PSStyle.Foreground.Magenta\r",
      "$PSStyle.Formatting.TableHeader = $PSStyle.Underline; Write-Error styled1; [PSCustomObject]@{ Styled2 = 1 }\r",
      "New-SvcEndpoint /boom { throw 'no' } -ErrorAction Stop\r",
      "try { irm /boom } catch { 'caught' }\r",
      '\u0004',
    ]);
    const plain = raw.slice(raw.indexOf('plain1'), raw.indexOf('styled1'));
    expect(plain).toMatch(/\nWrite-Error: plain1\r?\n/);
    expect(plain).toMatch(/\nWARNING: plain2\r?\n/);
    expect(plain).toMatch(/\nPlain3\r?\n------\r?\n/);
    expect(raw).toContain(`${E}35mWrite-Error: styled1${E}0m`);
    expect(raw).toContain(`${E}4mStyled2${E}0m`);
    // The request log under the prompt draws with the session's Error style too.
    expect(raw).toMatch(new RegExp(`GET /boom -> \u001b\\[35m500\u001b\\[0m`));
  }, 40000);
});

describe('colour of what is typed (PSReadLine defaults)', () => {
  it('colours commands, parameters, strings, variables, numbers, operators, comments, keywords and types; a parse error turns the marker red', async () => {
    const raw = await onTerminal('', [
      "if ($x -gt 1) { Get-Date -Format 'yyyy' } # note", '\u0015',
      '[int]$y = 2', '\u0015',
      '1 +* 2', '\u0015',
      '\u0004',
    ]);
    expect(raw).toContain(`${E}92mif${E}0m (${E}92m$x${E}0m ${E}90m-gt${E}0m ${E}97m1${E}0m)`);
    expect(raw).toContain(`${E}93mGet-Date${E}0m ${E}90m-Format${E}0m ${E}36m'yyyy'${E}0m`);
    expect(raw).toContain(`${E}32m# note${E}0m`);
    expect(raw).toContain(`[${E}37mint${E}0m]${E}92m$y${E}0m ${E}90m=${E}0m ${E}97m2${E}0m`);
    expect(raw).toContain(`svc${E}91m>${E}0m ${E}97m1${E}0m`);
    expect(raw).not.toContain(`svc${E}91m>${E}0m ${E}92mif`);
  }, 40000);
});
