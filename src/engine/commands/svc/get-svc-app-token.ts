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
    { code: 'Get-SvcAppToken', remarks: 'Every live token: Id, Identity, Role, Issued, Expiration, Revoked.' },
    { code: "Get-SvcAppToken -IdentityName 'build*' | Revoke-SvcAppToken", remarks: 'Revokes every token of identities whose name starts with build.' },
  ],
  outputType: 'Svc.AppToken',
  process(ctx) {
    const { tokens } = appTokenCall(ctx, NAME, { op: 'list' });
    const pattern = ctx.params.IdentityName;
    for (const info of tokens) if (pattern === undefined || wildcardMatch(info.identity, pattern)) ctx.writeOutput(appTokenObject(info));
  },
});
