// The svc commands (SPEC section 3): New-/Get-/Remove-SvcEndpoint, New-SvcApiResponse, Get-/Set-SvcSetting.
import type { CommandDeclaration } from '../declaration.js';

export const svcCommands: CommandDeclaration[] = [];
