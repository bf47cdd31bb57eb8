// The client cmdlets (docs/contract.md 7): Invoke-RestMethod, Invoke-WebRequest.
import type { CommandDeclaration } from '../declaration.js';
import { invokeRestMethod } from './invoke-rest-method.js';
import { invokeWebRequest } from './invoke-web-request.js';

export const webCommands: CommandDeclaration[] = [invokeRestMethod, invokeWebRequest];

export { newStreamReader } from './web-members.js';
