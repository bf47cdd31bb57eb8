// Write-Progress: svc draws no progress bars (a shell for scripted endpoints, where PowerShell Universal shows none
// either), so it takes PowerShell's parameters, checks them, and writes nothing: scripts that report progress run
// unchanged. docs/language.md, "Cmdlet rules taken from PowerShell's sources".
import { defineCommand } from '../declaration.js';

export const writeProgress = defineCommand({
  name: 'Write-Progress',
  synopsis: 'Displays a progress bar within a PowerShell command window.',
  description: 'A hint in svc: it shows no progress, so a script\'s progress records are dropped, as with '
    + '$ProgressPreference = \'SilentlyContinue\'; each parameter is checked and marked a hint.',
  parameters: [
    { name: 'Activity', type: 'string', hint: true, position: 0, help: 'A hint: svc draws no progress bar. The first line of text in the heading above the status bar.' },
    { name: 'Status', type: 'string', hint: true, position: 1, help: 'A hint: svc draws no progress bar. The second line of text.' },
    { name: 'Id', type: 'int', hint: true, position: 2, validateRange: [0, 2147483647], help: 'A hint: svc draws no progress bar. Distinguishes each progress bar.' },
    { name: 'PercentComplete', type: 'int', hint: true, validateRange: [-1, 100], help: 'A hint: svc draws no progress bar. The percentage of the activity that is done.' },
    { name: 'SecondsRemaining', type: 'int', hint: true, help: 'A hint: svc draws no progress bar. The seconds left until the activity is done.' },
    { name: 'CurrentOperation', type: 'string', hint: true, help: 'A hint: svc draws no progress bar. The operation running now.' },
    { name: 'ParentId', type: 'int', hint: true, help: 'A hint: svc draws no progress bar. The parent activity of this one.' },
    { name: 'Completed', type: 'switch', hint: true, help: 'A hint: svc draws no progress bar. The progress bar is done.' },
    { name: 'SourceId', type: 'int', hint: true, help: 'A hint: svc draws no progress bar. The source of the record.' },
  ],
  examples: [{ code: "1..3 | ForEach-Object { Write-Progress -Activity 'Loading' -PercentComplete ($_ * 33) }", remarks: 'Runs, and shows nothing.',
    output: '' }],
  process() {},
});
