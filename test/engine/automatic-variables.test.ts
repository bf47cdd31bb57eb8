// $PSVersionTable, $PSStyle, $env: writes and `#Requires -Version`, through the real parser
// and interpreter.
import { describe, expect, it } from 'vitest';
import { createSession as createBareSession } from '../../src/engine/interpreter/index.js';
import { builtinCommands } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { createTestHost, outputs, runScript } from './helpers.js';

const out = (source: string) => outputs(runScript(source));

describe('$PSVersionTable', () => {
  it('has the keys a script checks, with a version that compares by its parts', () => {
    expect(out('$PSVersionTable.PSVersion.Major; $PSVersionTable.PSEdition; "$($PSVersionTable.PSVersion)"')).toEqual([7, 'Core', '7.4.0']);
    expect(out('$PSVersionTable.Keys -join ","')).toEqual(['PSVersion,PSEdition,GitCommitId,OS,Platform,PSCompatibleVersions,PSRemotingProtocolVersion,SerializationVersion,WSManStackVersion']);
    expect(out('$PSVersionTable.PSVersion.Major -ge 7')).toEqual([true]);
  });
  it('takes OS and Platform from the host, and has none where the host does not say', () => {
    const events: StreamEvent[] = [];
    const host = { ...createTestHost(), system: { os: 'Linux 6.1 #1 SMP', platform: 'Unix' as const } };
    createBareSession({ host, sink: (e) => events.push(e), commands: builtinCommands }).run('$PSVersionTable.OS; $PSVersionTable.Platform');
    expect(events.map((e) => (e as { value: unknown }).value)).toEqual(['Linux 6.1 #1 SMP', 'Unix']);
    expect(out('$null -eq $PSVersionTable.Platform')).toEqual([true]);
  });
});

describe('$PSStyle', () => {
  it('has the decorations, colours and formatting styles of PowerShell 7.4', () => {
    const esc = '\x1b[';
    expect(out('$PSStyle.Reset; $PSStyle.Bold; $PSStyle.Foreground.Red; $PSStyle.Background.BrightBlue'))
      .toEqual([`${esc}0m`, `${esc}1m`, `${esc}31m`, `${esc}104m`]);
    expect(out('$f = $PSStyle.Formatting; $f.Error; $f.Warning; $f.Verbose; $f.TableHeader; $f.FormatAccent'))
      .toEqual([`${esc}31;1m`, `${esc}33;1m`, `${esc}33;1m`, `${esc}32;1m`, `${esc}32;1m`]);
    expect(out('"$($PSStyle.OutputRendering)"; $PSStyle.Foreground.FromRgb(255, 0, 16); $PSStyle.Background.FromRgb(0x102030)'))
      .toEqual(['Host', `${esc}38;2;255;0;16m`, `${esc}48;2;16;32;48m`]);
  });
  it('keeps a script\'s changes for the session, and cannot be replaced', () => {
    expect(out("$PSStyle.Formatting.Error = $PSStyle.Foreground.Magenta; $PSStyle.OutputRendering = 'plaintext'; $PSStyle.Formatting.Error; \"$($PSStyle.OutputRendering)\""))
      .toEqual(['\x1b[35m', 'PlainText']);
    const r = runScript('$PSStyle = 1');
    expect(r.events.find((e) => e.stream === 'error')).toMatchObject({ record: { fullyQualifiedErrorId: 'VariableNotWritable' } });
  });
  it('types OutputRendering as PowerShell does: an assignment converts to the enum, or fails and keeps the value', () => {
    expect(out("$PSStyle.OutputRendering.GetType().FullName; $PSStyle.OutputRendering = 2; [int]$PSStyle.OutputRendering"))
      .toEqual(['System.Management.Automation.OutputRendering', 2]);
    const r = runScript("$PSStyle.OutputRendering = 'Plain'; \"$($PSStyle.OutputRendering)\"");
    const error = r.events.find((e) => e.stream === 'error');
    expect(error).toMatchObject({ record: { fullyQualifiedErrorId: 'ExceptionWhenSetting' } });
    expect((error as { record: { message: string } }).record.message).toMatch(/^Exception setting "OutputRendering": "Cannot convert value "Plain" to type "System.Management.Automation.OutputRendering"\. Error: "Unable to match the identifier name Plain/);
    expect(outputs(r)).toEqual(['Host']);
  });
  it('is made per session', () => {
    expect(out('$PSStyle.Formatting.Error')).toEqual(['\x1b[31;1m']);
  });
});

describe('$env:', () => {
  it('writes through the host where it has an environment, and removes with $null', () => {
    const env: Record<string, string | undefined> = { HOME: '/h' };
    const host = { ...createTestHost(), getEnvironmentVariable: (n: string) => env[n], setEnvironmentVariable: (n: string, v: string | undefined) => { env[n] = v; } };
    const events: StreamEvent[] = [];
    createBareSession({ host, sink: (e) => events.push(e), commands: builtinCommands }).run('$env:SVC_X = 42; $env:SVC_X; $env:HOME = $null; $null -eq $env:HOME');
    expect(events.map((e) => (e as { value: unknown }).value)).toEqual(['42', true]);
    expect(env).toEqual({ SVC_X: '42', HOME: undefined });
  });
  it('is read-only where the host has none (endpoint scripts)', () => {
    const r = runScript('$env:X = 1');
    expect(r.events.find((e) => e.stream === 'error')).toMatchObject({ record: { message: 'Cannot overwrite variable env:X because it is read-only or constant.' } });
  });
});

describe('#Requires -Version', () => {
  it('stops a script that needs a newer PowerShell before its first statement', () => {
    const r = runScript('#Requires -Version 99\n"ran"', { file: '/tmp/x/needs99.ps1' });
    expect(outputs(r)).toEqual([]);
    expect(r.result.outcome).toBe('failed');
    expect(r.result.error?.fullyQualifiedErrorId).toBe('ScriptRequiresUnmatchedPSVersion');
    expect(r.result.error?.message).toBe(`The script 'needs99.ps1' cannot be run because it contained a "#requires" statement for PowerShell 99.0. The version of PowerShell that is required by the script does not match the currently running version of PowerShell 7.4.0.`);
  });
  it('runs a script whose requirement is met', () => {
    expect(out('#requires -version 7.2\n#Requires -Version 5\n"ran"')).toEqual(['ran']);
    expect(out('  #REQUIRES -Version 7.4.0\n"ran"')).toEqual(['ran']);
  });
});
