// docs/contract.md 4.5 (every row of the error table), with the exact error bodies, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

const TEXT = 'text/plain; charset=utf-8';
let svc: Svc;

beforeAll(async () => {
  svc = await startSvc({ ApiTimeout: 30 });
  svc.define(`
New-SvcEndpoint -Url /error -Endpoint {
    Write-Error "Whoa!"
}
New-SvcEndpoint -Url /error-output -Endpoint {
    Write-Error "Whoa!"
    [PSCustomObject]@{ Still = 'here' }
}
New-SvcEndpoint -Url /divide -Endpoint {
    $x = 1/0
    'after'
}
New-SvcEndpoint -Url /unknown-command -Endpoint {
    Get-NoSuchThing
    'after'
}
New-SvcEndpoint -Url /error2 -ErrorAction Stop -Endpoint {
    Write-Error "Whoa!"
}
New-SvcEndpoint -Url /nested -ErrorAction Stop -Endpoint {
    function Get-User {
        param($Name)
        Write-Error "No user $Name"
    }
    Get-User -Name Bob
}
New-SvcEndpoint -Url /several -ErrorAction Stop -Endpoint {
    $ErrorActionPreference = 'Continue'
    Write-Error "first"
    Write-Error "second"
}
New-SvcEndpoint -Url /throw -Endpoint {
    throw "Bad things happened"
}
New-SvcEndpoint -Url /throw-stop -ErrorAction Stop -Endpoint {
    'discarded'
    throw "Bad things happened"
}
New-SvcEndpoint -Url /escape-try -Endpoint {
    try { throw "escaped" } finally { 'cleanup' }
}
New-SvcEndpoint -Url /exit -Endpoint {
    'before exit'
    exit 3
}
New-SvcEndpoint -Url /explicit -Endpoint {
    New-SvcApiResponse -StatusCode 404 -Body "Not here"
}
New-SvcEndpoint -Url /explicit-stop -ErrorAction Stop -Endpoint {
    New-SvcApiResponse -StatusCode 409 -Body "Conflict first"
    Write-Error "never raised"
}
New-SvcEndpoint -Url /own-action -ErrorAction Stop -Endpoint {
    Write-Error "quiet" -ErrorAction SilentlyContinue
    'fine'
}
New-SvcEndpoint -Url /caught -ErrorAction Stop -Endpoint {
    try { Write-Error "caught it" } catch { "handled: $($_.Exception.Message)" }
}
New-SvcEndpoint -Url /user/:name -Endpoint {
    if ($Name -eq 'Adam') {
        [PSCustomObject]@{ Name = $Name }
    } else {
        New-SvcApiResponse -StatusCode 404 -Body "Not here"
    }
}
`);
});

afterAll(() => svc.close());

describe('non-terminating errors under Continue (the default): 200, errors never in the body', () => {
  it('answers 200 with a blank body (the default rule)', async () => {
    expect(await svc.call('/error')).toMatchObject({ status: 200, body: '' });
  });
  it('keeps the normal output', async () => {
    expect(await svc.call('/error-output')).toMatchObject({ status: 200, body: '{"Still":"here"}' });
  });
  it('continues after a statement-terminating error such as 1/0', async () => {
    expect(await svc.call('/divide')).toMatchObject({ status: 200, type: TEXT, body: 'after' });
  });
  it('continues after an unknown command', async () => {
    expect(await svc.call('/unknown-command')).toMatchObject({ status: 200, body: 'after' });
  });
});

describe('any error under Stop: 500 with the errors and their stack traces', () => {
  it("answers the /error2 example of docs/contract.md 4.5 exactly", async () => {
    expect(await svc.call('/error2')).toEqual(expect.objectContaining({
      status: 500, type: TEXT,
      body: 'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1',
    }));
  });
  it('adds a frame per function call, innermost first', async () => {
    expect((await svc.call('/nested')).body).toBe(
      'No user Bob\nat Get-User, <No file>: line 4\nat <ScriptBlock>, <No file>: line 6\nat <ScriptBlock>, <No file>: line 1');
  });
  it('lists several errors oldest first', async () => {
    expect(await svc.call('/several')).toMatchObject({
      status: 500,
      body: 'first\nat <ScriptBlock>, <No file>: line 3\nat <ScriptBlock>, <No file>: line 1\n'
        + 'second\nat <ScriptBlock>, <No file>: line 4\nat <ScriptBlock>, <No file>: line 1',
    });
  });
  it("lets a cmdlet's own -ErrorAction win", async () => {
    expect(await svc.call('/own-action')).toMatchObject({ status: 200, body: 'fine' });
  });
  it('does not change the status for an error caught by try/catch', async () => {
    expect(await svc.call('/caught')).toMatchObject({ status: 200, body: 'handled: caught it' });
  });
});

describe('terminating errors: always 500', () => {
  it('gives the message alone, one line, under Continue', async () => {
    expect(await svc.call('/throw')).toMatchObject({ status: 500, type: TEXT, body: 'Bad things happened' });
  });
  it('gives the message and the stack trace under Stop, discarding output', async () => {
    expect(await svc.call('/throw-stop')).toMatchObject({
      status: 500, body: 'Bad things happened\nat <ScriptBlock>, <No file>: line 3\nat <ScriptBlock>, <No file>: line 1',
    });
  });
  it('counts an error escaping a try (the finally block still runs)', async () => {
    expect(await svc.call('/escape-try')).toMatchObject({ status: 500, body: 'escaped' });
  });
  it('does not count exit with a non-zero code as an error', async () => {
    expect(await svc.call('/exit')).toMatchObject({ status: 200, body: 'before exit' });
  });
});

describe('explicit responses', () => {
  it('answers exactly the -StatusCode and -Body (docs/contract.md 4.4)', async () => {
    expect(await svc.call('/explicit')).toMatchObject({ status: 404, type: TEXT, body: 'Not here' });
  });
  it('ends the script at the response, before a later error under Stop', async () => {
    expect(await svc.call('/explicit-stop')).toMatchObject({ status: 409, body: 'Conflict first' });
  });
  it('branches on a route parameter (docs/contract.md 4.4)', async () => {
    expect(await svc.call('/user/Adam')).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', body: '{"Name":"Adam"}' });
    expect(await svc.call('/user/Bob')).toMatchObject({ status: 404, body: 'Not here' });
  });
});

describe('limits', () => {
  it('answers 500 with one line naming the timeout and its value', async () => {
    svc.define('New-SvcEndpoint -Url /forever -Timeout 1 -Endpoint { while ($true) { } }');
    const started = Date.now();
    expect(await svc.call('/forever')).toMatchObject({ status: 500, body: 'The script exceeded its timeout of 1 seconds.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('DefaultErrorAction Stop (PSU 3.0+) applies to endpoints defined without -ErrorAction', () => {
  it('turns the default into Stop, while an explicit -ErrorAction Continue keeps 200', async () => {
    svc.define(`
Set-SvcSetting -DefaultErrorAction Stop
New-SvcEndpoint -Url /default-stop -Endpoint { Write-Error "Whoa!" }
New-SvcEndpoint -Url /explicit-continue -ErrorAction Continue -Endpoint { Write-Error "Whoa!" }
Set-SvcSetting -DefaultErrorAction Continue
`);
    expect(await svc.call('/default-stop')).toMatchObject({ status: 200 });
    svc.define('Set-SvcSetting -DefaultErrorAction Stop');
    expect(await svc.call('/default-stop')).toMatchObject({ status: 500, body: 'Whoa!\nat <ScriptBlock>, <No file>: line 1\nat <ScriptBlock>, <No file>: line 1' });
    expect(await svc.call('/explicit-continue')).toMatchObject({ status: 200, body: '' });
    svc.define('Set-SvcSetting -DefaultErrorAction Continue');
  });
});
