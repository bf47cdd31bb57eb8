// How the svc cmdlets reach the server: only through ctx.host.service (the ServiceHost of host.ts). Endpoint
// scripts never reach these commands (they are declared shellOnly); the server's own errors (a
// malformed -Url, a bad setting) come back as data (ServiceOutcome) and become the cmdlet's terminating error.
import type { CommandContext } from '../declaration.js';
import type { ServiceHost, ServiceOutcome } from '../../host.js';
import type { ErrorCategory } from '../../errors/error-record.js';
import type { ErrorActionName } from '../../protocol/endpoint-types.js';
import { cmdletError } from '../cmdlet-errors.js';

export function requireService(ctx: CommandContext, commandName: string): ServiceHost {
  const service = ctx.host.service;
  if (service) return service;
  const message = `${commandName} needs the svc service, which is not available in this session.`;
  return ctx.throwTerminating(cmdletError(commandName, message, 'ServiceNotAvailable', 'ResourceUnavailable', null, 'System.InvalidOperationException'));
}

/** Runs a service call; a refusal becomes this cmdlet's statement-terminating error. */
export function callService<T>(ctx: CommandContext, commandName: string, errorId: string, call: () => ServiceOutcome<T>, category: ErrorCategory = 'InvalidArgument'): T {
  const outcome = call();
  if (outcome.ok) return outcome.value;
  return ctx.throwTerminating(cmdletError(commandName, outcome.message, errorId, category));
}

/**
 * The -ErrorAction given on this call, or null when none was given (the endpoint then follows the
 * DefaultErrorAction setting): the context's `commonParameters` says what the binder read.
 */
export function explicitErrorAction(ctx: CommandContext): ErrorActionName | null {
  return ctx.commonParameters.errorAction ?? null;
}
