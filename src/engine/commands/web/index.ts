// The client cmdlets (SPEC section 7): Invoke-RestMethod, Invoke-WebRequest.
import type { CommandDeclaration } from '../declaration.js';

export const webCommands: CommandDeclaration[] = [];
