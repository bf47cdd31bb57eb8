// Write-Progress at the prompt, in a real terminal (tmux): PowerShell 7's minimal progress bar on the terminal while
// the command runs, output written above it, gone when completed or when the command line ends; nothing from `-c`.
// progressLine's layout is checked against ProgressNode.RenderAnsi's arithmetic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tmux } from './tmux.js';
import { svc } from './helpers.js';
import { progressLine } from '../../src/shell/format/progress-pane.js';
import type { ProgressRecord } from '../../src/engine/streams.js';

const record = (over: Partial<ProgressRecord>): ProgressRecord => ({
  activityId: 0, parentActivityId: -1, activity: 'Copying', statusDescription: 'Processing', currentOperation: null,
  percentComplete: -1, secondsRemaining: -1, completed: false, ...over,
});

describe('progressLine (ProgressNode.RenderAnsi)', () => {
  const look = { style: '<style>', maxWidth: 120, columns: 40 };
  it('fills the bar in reverse video up to the percentage, the status inside it, seconds remaining at its end', () => {
    // 39 cells wide (one less than the terminal); bar: 39 - 7 (activity) - 4 = 28 cells, of which the text takes 27
    // (status, padding, `12s`); 25% of 28 is 7 cells reversed.
    expect(progressLine(record({ statusDescription: 'item 1', percentComplete: 25, secondsRemaining: 12 }), 0, look))
      .toBe(`<style>Copying [\x1b[7mitem 1 \x1b[27m${' '.repeat(17)}12s]\x1b[0m`);
  });
  it('reverses the whole bar without a percentage, and shortens a long status with an ellipsis', () => {
    const line = progressLine(record({ statusDescription: 'x'.repeat(50) }), 0, look);
    expect(line).toBe(`<style>Copying [\x1b[7m${'x'.repeat(26)}…\x1b[27m]\x1b[0m`);
  });
  it('indents a child activity and keeps to $PSStyle.Progress.MaxWidth', () => {
    // 20 cells: the bar is 20 - 5 - 2 - 4 = 9 cells, so `Processing` is cut to 7 characters and an ellipsis.
    const line = progressLine(record({ activity: 'Inner' }), 2, { style: '', maxWidth: 20, columns: 200 });
    expect(line).toBe('  Inner [\x1b[7mProcess…\x1b[27m]\x1b[0m');
  });
});

describe('Write-Progress in a terminal', () => {
  let t: Tmux;
  beforeAll(async () => {
    t = new Tmux({}, { x: 100, y: 30 });
    t.start();
    await t.until(/svc>\s*$/, { timeout: 30000 });
  }, 40000);
  afterAll(() => t.kill());

  it('draws the bar while the command runs, writes output above it, and clears it when completed', async () => {
    await t.clear();
    t.type("Write-Progress -Activity Copying -Status 'step one' -PercentComplete 40; Start-Sleep -Milliseconds 1500; 'above the bar'; "
      + "Start-Sleep -Milliseconds 1500; Write-Progress -Activity Copying -Completed; Start-Sleep -Milliseconds 1500; 'done'");
    t.keys('Enter');
    // Drawn with $PSStyle.Progress.Style (bold yellow, which tmux reports as bold then yellow) on the activity and the
    // status in reverse video.
    const drawn = await t.until(/Copying \[.*step one/, { escapes: true });
    expect(drawn).toMatch(/\x1b\[1m\x1b\[33mCopying \[\x1b\[7mstep one/);
    // Output goes above the bar, which is drawn again below it.
    const both = await t.until(/above the bar\n.*Copying \[step one/);
    expect(both).not.toMatch(/Copying \[[\s\S]*above the bar/);
    // -Completed takes it away before the command ends.
    await t.until((s) => !/Copying \[/.test(s) && /^above the bar$/m.test(s) && !/^done$/m.test(s));
    const after = await t.until(/^done\n[\s\S]*svc>\s*$/m);
    expect(after).not.toMatch(/Copying \[/);
  }, 30000);

  it('clears a bar left open when the command line ends; SilentlyContinue draws none', async () => {
    await t.clear();
    t.type("Write-Progress -Activity Loading -PercentComplete 10; Start-Sleep -Milliseconds 1200; 'finished'");
    t.keys('Enter');
    await t.until(/Loading \[/);
    const end = await t.until(/^finished\n[\s\S]*svc>\s*$/m);
    expect(end).not.toMatch(/Loading \[/);
    await t.clear();
    t.type("$ProgressPreference = 'SilentlyContinue'; Write-Progress -Activity Hidden; Start-Sleep -Milliseconds 800; 'quiet'");
    t.keys('Enter');
    const quiet = await t.until(/^quiet\n[\s\S]*svc>\s*$/m);
    expect(quiet).not.toMatch(/Hidden \[/);
  }, 30000);
});

describe('Write-Progress outside the prompt', () => {
  it('svc -c draws nothing and writes nothing', async () => {
    const r = await svc(['-c', "1..3 | ForEach-Object { Write-Progress -Activity Loading -PercentComplete ($_ * 30) }; 'out'"]);
    expect(r).toMatchObject({ code: 0, stdout: 'out\n', stderr: '' });
  });
});
