// Revoke-SvcAppToken (PowerShell Universal's Revoke-PSUAppToken; docs/security.md): the token is refused from its next
// request on, by every replica on the same store. -RotateKey makes a new signing key instead: every token granted
// before is refused.
import { defineCommand } from '../declaration.js';
import { appTokenCall, appTokenObject } from './app-token-access.js';

const NAME = 'Revoke-SvcAppToken';

export const revokeSvcAppToken = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Revokes an app token, or every token at once by rotating the signing key.',
  description: 'Revokes the token with the given Id (Get-SvcAppToken writes it; objects piped in bind by their Id): the token is refused (401) from its next request on. -RotateKey makes a new signing key: every token granted before is refused, and new grants use the new key.',
  parameters: [
    { name: 'Id', type: 'string', position: 0, mandatory: true, valueFromPipelineByPropertyName: true, parameterSets: ['Id'], help: 'The Id of the token to revoke.' },
    { name: 'RotateKey', type: 'switch', mandatory: true, parameterSets: ['RotateKey'], help: 'Replaces the signing key: every token granted so far is refused.' },
    { name: 'PassThru', type: 'switch', parameterSets: ['Id'], help: 'Writes the revoked token object.' },
  ],
  defaultParameterSet: 'Id',
  examples: [
    { code: 'New-SvcEndpoint /reports -Authentication { \'The reports\' }\n$t = Grant-SvcAppToken -IdentityName \'old-build\' -Role Reader\nGet-SvcAppToken -IdentityName \'old-build\' | Revoke-SvcAppToken\ntry { irm /reports -Headers @{ Authorization = "Bearer $($t.Token)" } } catch { $_.Exception.Response.StatusCode.value__ }',
      remarks: 'Revokes the tokens of old-build; their next request answers 401.',
      output: '401' },
    { code: 'New-SvcEndpoint /reports -Authentication { \'The reports\' }\n$t = Grant-SvcAppToken -IdentityName \'build\' -Role Reader\nRevoke-SvcAppToken -RotateKey\ntry { irm /reports -Headers @{ Authorization = "Bearer $($t.Token)" } } catch { $_.Exception.Response.StatusCode.value__ }',
      remarks: 'Every token granted so far answers 401 from now on.',
      output: '401' },
  ],
  outputType: 'Svc.AppToken',
  process(ctx) {
    if (ctx.params.RotateKey) {
      appTokenCall(ctx, NAME, { op: 'rotateKey' });
      return;
    }
    const { info } = appTokenCall(ctx, NAME, { op: 'revoke', id: ctx.params.Id! });
    if (ctx.params.PassThru) ctx.writeOutput(appTokenObject(info));
  },
});
