// docs/contract.md 4.2: an endpoint's param() block is checked by every validation attribute PowerShell has, as a
// function's is (about_Functions_Advanced_Parameters); a refused value is the one-line 400 before the script runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;

beforeAll(async () => {
  svc = await startSvc();
  svc.define(`
New-SvcEndpoint -Url /length -Endpoint { param([ValidateLength(1, 3)][string]$Name) "ran $Name" }
New-SvcEndpoint -Url /count -Endpoint { param([ValidateCount(2, 3)][string[]]$Tag) "ran $($Tag.Count)" }
New-SvcEndpoint -Url /script -Endpoint { param([ValidateScript({ $_ -gt 5 })][int]$N) "ran $N" }
New-SvcEndpoint -Url /script-throws -Endpoint {
    param([ValidateScript({ if ($_ -like 'a*') { $true } else { throw "'$_' must start with a" } })][string]$Name)
    "ran $Name"
}
New-SvcEndpoint -Url /script-message -Endpoint { param([ValidateScript({ $_ -gt 5 }, ErrorMessage = '{0} is too small')][int]$N) "ran $N" }
New-SvcEndpoint -Url /pattern -Endpoint { param([ValidatePattern('^[0-9]+$', ErrorMessage = '{0} is not a number')][string]$Code) "ran $Code" }
New-SvcEndpoint -Url /set -Endpoint { param([ValidateSet('Red', 'Green', IgnoreCase = $false)][string]$Color) "ran $Color" }
New-SvcEndpoint -Url /set-message -Endpoint { param([ValidateSet('Red', 'Green', ErrorMessage = 'Pick one of {1}')][string]$Color) "ran $Color" }
New-SvcEndpoint -Url /range -Endpoint { param([ValidateRange(1, 10)][int]$Size) "ran $Size" }
New-SvcEndpoint -Url /positive -Endpoint { param([ValidateRange('Positive')][int]$Size) "ran $Size" }
New-SvcEndpoint -Url /not-null -Endpoint { param([ValidateNotNull()]$Value) "ran $Value" }
New-SvcEndpoint -Url /not-empty -Endpoint { param([ValidateNotNullOrEmpty()][string]$Label) "ran $Label" }
New-SvcEndpoint -Url /not-blank -Endpoint { param([ValidateNotNullOrWhiteSpace()][string]$Label) "ran $Label" }
New-SvcEndpoint -Url /drive -Endpoint { param([ValidateDrive('C')][string]$Path) "ran $Path" }
`);
});
afterAll(() => svc.close());

/** The 400 a refused value gives: the binder's one line, and the script never ran. */
async function refused(path: string, message: string): Promise<void> {
  const r = await svc.call(path);
  expect(r.status).toBe(400);
  expect(r.body).toBe(`Cannot validate argument on parameter ${message}`);
}

describe('every validation attribute in an endpoint param() block (400 before the script runs)', () => {
  it('ValidateLength', async () => {
    expect(await svc.call('/length?name=abc')).toMatchObject({ status: 200, body: 'ran abc' });
    await refused('/length?name=waytoolong', `'Name'. The character length of the 10 argument is too long. Shorten the character length of the argument so it is fewer than or equal to "3" characters, and then try the command again.`);
  });
  it('ValidateCount', async () => {
    expect(await svc.call('/count?tag=a&tag=b')).toMatchObject({ status: 200, body: 'ran 2' });
    await refused('/count?tag=a', `'Tag'. The parameter requires at least 2 value(s) and no more than 3 value(s) - 1 value(s) were provided.`);
  });
  it('ValidateScript, its thrown message and its ErrorMessage', async () => {
    expect(await svc.call('/script?n=6')).toMatchObject({ status: 200, body: 'ran 6' });
    await refused('/script?n=3', `'N'. The " $_ -gt 5 " validation script for the argument with value "3" did not return a result of True. Determine why the validation script failed, and then try the command again.`);
    await refused('/script-throws?name=bob', `'Name'. 'bob' must start with a`);
    await refused('/script-message?n=2', `'N'. 2 is too small`);
  });
  it('ValidatePattern with ErrorMessage', async () => {
    expect(await svc.call('/pattern?code=42')).toMatchObject({ status: 200, body: 'ran 42' });
    await refused('/pattern?code=x1', `'Code'. x1 is not a number`);
  });
  it('ValidateSet with IgnoreCase = $false, and with ErrorMessage', async () => {
    expect(await svc.call('/set?color=Red')).toMatchObject({ status: 200, body: 'ran Red' });
    await refused('/set?color=red', `'Color'. The argument "red" does not belong to the set "Red,Green" specified by the ValidateSet attribute. Supply an argument that is in the set and then try the command again.`);
    await refused('/set-message?color=Blue', `'Color'. Pick one of Red,Green`);
  });
  it('ValidateRange with bounds and with a RangeKind', async () => {
    expect(await svc.call('/range?size=10')).toMatchObject({ status: 200, body: 'ran 10' });
    await refused('/range?size=0', `'Size'. The 0 argument is less than the minimum allowed range of 1. Supply an argument that is greater than or equal to 1 and then try the command again.`);
    await refused('/positive?size=0', `'Size'. The argument "0" cannot be validated because its value is not greater than zero.`);
  });
  it('ValidateNotNull, ValidateNotNullOrEmpty and ValidateNotNullOrWhiteSpace', async () => {
    expect(await svc.call('/not-null?value=1')).toMatchObject({ status: 200, body: 'ran 1' });
    await refused('/not-empty?label=', `'Label'. The argument is null or empty. Provide an argument that is not null or empty, and then try the command again.`);
    await refused('/not-blank?label=%20%20', `'Label'. The argument is null, empty, or consists of only white-space characters. Provide an argument that contains non white-space characters, and then try the command again.`);
    expect(await svc.call('/not-blank?label=x')).toMatchObject({ status: 200, body: 'ran x' });
  });
  it('refuses ValidateDrive clearly instead of ignoring it', async () => {
    await refused('/drive?path=C:/x', `'Path'. The ValidateDrive attribute cannot be used in svc, which has no PowerShell drives. Remove it, or check the path with [ValidateScript()].`);
  });
});
