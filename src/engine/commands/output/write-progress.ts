// Write-Progress (WriteProgressCmdlet): writes a progress record, which the console draws as PowerShell 7's minimal
// progress bar at the prompt (src/shell/format/progress-pane.ts, docs/shell.md "Progress") and everything else drops:
// endpoints, `-c` and script output, `-o json`. $ProgressPreference SilentlyContinue writes nothing.
import { defineCommand } from '../declaration.js';

export const writeProgress = defineCommand({
  name: 'Write-Progress',
  synopsis: 'Displays a progress bar within a PowerShell command window.',
  description: 'Writes a progress record: at the interactive prompt svc draws it as PowerShell 7\'s minimal progress bar '
    + 'on the terminal (activity, status, percentage, seconds remaining) and removes it with -Completed or when the '
    + 'command ends. Endpoints, svc -c and redirected output show nothing. $ProgressPreference = \'SilentlyContinue\' '
    + 'writes nothing.',
  parameters: [
    { name: 'Activity', type: 'string', position: 0, help: 'The first line of text in the heading above the status bar: what is being done.' },
    { name: 'Status', type: 'string', position: 1, defaultValue: 'Processing', help: 'The state of the activity, shown in the bar (default Processing).' },
    { name: 'Id', type: 'int', position: 2, defaultValue: 0, validateRange: [0, 2147483647], help: 'Distinguishes each progress bar.' },
    { name: 'PercentComplete', type: 'int', defaultValue: -1, validateRange: [-1, 100], help: 'The percentage of the activity that is done (-1: unknown).' },
    { name: 'SecondsRemaining', type: 'int', defaultValue: -1, help: 'The seconds left until the activity is done (-1: unknown).' },
    { name: 'CurrentOperation', type: 'string', help: 'The operation running now.' },
    { name: 'ParentId', type: 'int', defaultValue: -1, help: 'The parent activity of this one (-1: none).' },
    { name: 'Completed', type: 'switch', help: 'The activity is done: its bar goes away.' },
    { name: 'SourceId', type: 'int', hint: true, help: "A hint: the source of the record, for hosts that track several sources; svc's console has one." },
  ],
  examples: [{ code: "1..3 | ForEach-Object { Write-Progress -Activity 'Loading' -PercentComplete ($_ * 33) }", remarks: 'Draws a bar at the prompt; writes no output.',
    output: '' }],
  process(ctx) {
    const p = ctx.params;
    const activity = p.Activity ?? '';
    ctx.writeProgress({
      activityId: p.Id, parentActivityId: p.ParentId, activity, statusDescription: p.Status, currentOperation: p.CurrentOperation ?? null,
      percentComplete: p.PercentComplete, secondsRemaining: p.SecondsRemaining, completed: p.Completed,
    });
  },
});
