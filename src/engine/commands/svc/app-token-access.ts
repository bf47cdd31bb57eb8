// How the app-token cmdlets reach the server (docs/security.md): the ServiceHost's appTokens call, which only a host
// that can wait for the server has (the shell's worker bridge), and the objects they write. A token object never
// carries the token itself except the one Grant-SvcAppToken writes.
import type { CommandContext } from '../declaration.js';
import type { AppTokenAnswer, AppTokenInfo, AppTokenRequest } from '../../host.js';
import { PSDateTime, PSObject } from '../../values/types.js';
import { cmdletError } from '../cmdlet-errors.js';
import { callService, requireService } from './service-access.js';

export const APP_TOKEN_TYPE_NAME = 'Svc.AppToken';

export function appTokenCall<K extends AppTokenRequest['op']>(ctx: CommandContext, commandName: string, request: Extract<AppTokenRequest, { op: K }>): Extract<AppTokenAnswer, { op: K }> {
  const service = requireService(ctx, commandName);
  const call = service.appTokens;
  if (call === undefined) {
    const message = `${commandName} needs the svc shell: app tokens are kept by the server, which this session cannot wait for.`;
    return ctx.throwTerminating(cmdletError(commandName, message, 'ServiceNotAvailable', 'ResourceUnavailable', null, 'System.InvalidOperationException'));
  }
  return callService(ctx, commandName, 'AppTokenRefused', () => call(request), 'InvalidOperation') as Extract<AppTokenAnswer, { op: K }>;
}

/** Id, Identity, Role, Issued, Expiration, Revoked; with `token`, Token too (Grant-SvcAppToken's object only). */
export function appTokenObject(info: AppTokenInfo, token: string | null = null): PSObject {
  return PSObject.from([
    ['Id', info.id],
    ['Identity', info.identity],
    ['Role', [...info.roles]],
    ['Issued', new PSDateTime(info.issued, 'Utc')],
    ['Expiration', new PSDateTime(info.expires, 'Utc')],
    ['Revoked', info.revoked],
    ...(token === null ? [] : [['Token', token] as [string, unknown]]),
  ], [APP_TOKEN_TYPE_NAME, 'System.Management.Automation.PSCustomObject', 'System.Object']);
}
