// The demo (docs/demo.md) typed into a real prompt on a pseudo-terminal (util-linux `script`, present on Linux CI
// machines): the same run scripts/gen-demo.mjs writes to docs/demo.md. The second definition is not typed: Up
// recalls the first block and the keys edit it (runDemo waits for the recalled block on the screen at each step).
import { describe, expect, it } from 'vitest';
// @ts-ignore -- a plain .mjs script
import { runDemo } from '../../scripts/gen-demo.mjs';
import { requireTool } from '../tools/required-tools.js';

// The demo runs under util-linux `script`: without it, this file fails here, at once, saying so.
requireTool('script');

describe('the demo of docs/demo.md on a terminal', () => {
  it('shows the 200, the 404, then the 500 with its stack trace under -ErrorAction Stop', async () => {
    const screen: string = await runDemo();
    expect(screen).toMatch(/Listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(screen).toMatch(/>> +if \(\$Name -eq 'Adam'\)/);
    expect(screen).toMatch(/Name +Role\n-+ +-+\nAdam +Admin/);
    expect(screen).toMatch(/GET \/user\/Adam -> 200/);
    expect(screen).toMatch(/Invoke-RestMethod: No user named Eve\n/);
    expect(screen).toMatch(/GET \/user\/Eve -> 404/);
    expect(screen).toMatch(/Invoke-RestMethod: No user named Eve\nat <ScriptBlock>, <No file>: line 3\nat <ScriptBlock>, <No file>: line 1/);
    expect(screen).toMatch(/GET \/user\/Eve -> 500/);
    expect(screen).toMatch(/\/user\/:name +Get +Stop/);
    expect(screen).toMatch(/svc> New-SvcEndpoint -Url \/user\/:name -ErrorAction Stop -Endpoint \{\n>> +if \(\$Name -eq 'Adam'\).*\n>> +Write-Error "No user named \$Name"\n>> \}\n/);
  }, 40000);
});
