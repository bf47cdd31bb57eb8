// Grant-SvcAppToken (PowerShell Universal's Grant-PSUAppToken; docs/security.md): mints a signed bearer token for an
// identity with roles and an expiry. The object written is the only place the token is ever shown.
import { defineCommand } from '../declaration.js';
import { PSDateTime } from '../../values/types.js';
import { appTokenCall, appTokenObject } from './app-token-access.js';
import { cmdletError } from '../cmdlet-errors.js';

const NAME = 'Grant-SvcAppToken';

export const grantSvcAppToken = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Grants a new app token: a signed bearer token for -Authentication endpoints.',
  description: [
    'Writes an object whose Token property is a JWT signed with the service\'s key (kept in its store, so every replica',
    'on the same store accepts it and a restart keeps it valid). Send it as Authorization: Bearer TOKEN. The token is',
    'shown only here: Get-SvcAppToken lists tokens without it. Without -Expiry the token expires in one year.',
  ].join(' '),
  parameters: [
    { name: 'IdentityName', type: 'string', mandatory: true, aliases: ['UserName', 'Application', 'Identity'], help: 'The identity the token names: $Identity in endpoint scripts.' },
    { name: 'Role', type: 'string[]', help: 'The roles the token grants: $Roles in endpoint scripts; -Role on an endpoint requires one of them.' },
    { name: 'Expiry', type: 'datetime', help: 'When the token stops being accepted. Default: one year from now.' },
  ],
  examples: [
    { code: "$t = Grant-SvcAppToken -IdentityName 'MyIdentity' -Expiry (Get-Date).AddDays(30) -Role 'Reader'\n$t | Select-Object Identity, Role, Revoked\n$t.Expiration -gt (Get-Date).AddDays(29)",
      remarks: '$t.Token is a token for MyIdentity with the Reader role, valid for 30 days.',
      output: 'Identity   Role     Revoked\n--------   ----     -------\nMyIdentity {Reader} False\n\nTrue' },
    { code: 'New-SvcEndpoint /reports -Authentication -Role Reader { \'The reports\' }\n$t = Grant-SvcAppToken -IdentityName \'MyIdentity\' -Role \'Reader\'\nInvoke-RestMethod /reports -Headers @{ Authorization = "Bearer $($t.Token)" }',
      remarks: 'Calls an -Authentication endpoint with it.',
      output: 'The reports' },
  ],
  outputType: 'Svc.AppToken',
  process(ctx) {
    const expiry = ctx.params.Expiry as PSDateTime | undefined;
    const expires = expiry === undefined ? null : expiry.epochMs;
    if (expires !== null && expires <= ctx.host.now()) {
      return ctx.throwTerminating(cmdletError(NAME, 'The -Expiry is in the past: a token that has already expired would never be accepted.', 'InvalidExpiry'));
    }
    const roles = (ctx.params.Role ?? []).filter((r) => r !== '');
    const answer = appTokenCall(ctx, NAME, { op: 'grant', identity: ctx.params.IdentityName, roles, expires });
    ctx.writeOutput(appTokenObject(answer.info, answer.token));
  },
});
