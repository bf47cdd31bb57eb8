// Get-SvcAppToken (PowerShell Universal's Get-PSUAppToken; docs/security.md): the tokens granted, never the token
// itself: Id, Identity, Role, Issued, Expiration and Revoked. Expired tokens are gone from the store.
import { defineCommand } from '../declaration.js';
import { wildcardMatch } from '../../values/index.js';
import { appTokenCall, appTokenObject } from './app-token-access.js';

const NAME = 'Get-SvcAppToken';

export const getSvcAppToken = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Gets the app tokens granted (never the token itself).',
  description: 'Writes one Svc.AppToken per token the store holds, oldest first, without its Token: Id, Identity, Role, Issued, Expiration and Revoked. Expired tokens are not listed.',
  parameters: [
    { name: 'IdentityName', type: 'string', position: 0, aliases: ['UserName', 'Application', 'Identity'], help: 'Only tokens of identities matching this wildcard pattern.' },
  ],
  examples: [
    { code: 'Grant-SvcAppToken -IdentityName build-1 -Role Reader | Out-Null\nGrant-SvcAppToken -IdentityName deploy -Role Administrator | Out-Null\nGet-SvcAppToken | Select-Object Identity, Role, Revoked',
      remarks: 'The tokens granted: Id, Identity, Role, Issued, Expiration, Revoked (never the token itself); here three of the columns.',
      output: 'Identity Role            Revoked\n-------- ----            -------\nbuild-1  {Reader}        False\ndeploy   {Administrator} False' },
    { code: "'build-1', 'build-2', 'deploy' | ForEach-Object { Grant-SvcAppToken -IdentityName $_ -Role Reader } | Out-Null\nGet-SvcAppToken -IdentityName 'build*' | Revoke-SvcAppToken\nGet-SvcAppToken | Select-Object Identity, Revoked",
      remarks: 'Revokes every token of identities whose name starts with build.',
      output: 'Identity Revoked\n-------- -------\nbuild-1  True\nbuild-2  True\ndeploy   False' },
  ],
  outputType: 'Svc.AppToken',
  process(ctx) {
    const { tokens } = appTokenCall(ctx, NAME, { op: 'list' });
    const pattern = ctx.params.IdentityName;
    for (const info of tokens) if (pattern === undefined || wildcardMatch(info.identity, pattern)) ctx.writeOutput(appTokenObject(info));
  },
});
