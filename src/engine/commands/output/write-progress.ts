// Write-Progress: svc draws no progress bars (a shell for scripted endpoints, where PowerShell Universal shows none
// either), so it takes PowerShell's parameters, checks them, and writes nothing: scripts that report progress run
// unchanged. docs/language.md, "Cmdlet rules taken from PowerShell's sources".
import { defineCommand } from '../declaration.js';

export const writeProgress = defineCommand({
  name: 'Write-Progress',
  synopsis: 'Displays a progress bar within a PowerShell command window.',
  description: 'Accepted for compatibility: svc shows no progress, so a script\'s progress records are dropped, as with '
    + '$ProgressPreference = \'SilentlyContinue\'.',
  parameters: [
    { name: 'Activity', type: 'string', position: 0, help: 'The first line of text in the heading above the status bar.' },
    { name: 'Status', type: 'string', position: 1, help: 'The second line of text.' },
    { name: 'Id', type: 'int', position: 2, validateRange: [0, 2147483647], help: 'Distinguishes each progress bar.' },
    { name: 'PercentComplete', type: 'int', validateRange: [-1, 100], help: 'The percentage of the activity that is done.' },
    { name: 'SecondsRemaining', type: 'int', help: 'The seconds left until the activity is done.' },
    { name: 'CurrentOperation', type: 'string', help: 'The operation running now.' },
    { name: 'ParentId', type: 'int', help: 'The parent activity of this one.' },
    { name: 'Completed', type: 'switch', help: 'The progress bar is done.' },
    { name: 'SourceId', type: 'int', help: 'The source of the record.' },
  ],
  examples: [{ code: "1..3 | ForEach-Object { Write-Progress -Activity 'Loading' -PercentComplete ($_ * 33) }", remarks: 'Runs, and shows nothing.',
    output: '' }],
  process() {},
});
