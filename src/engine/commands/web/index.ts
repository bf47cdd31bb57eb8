// The client cmdlets (docs/contract.md 7): Invoke-RestMethod, Invoke-WebRequest.
import type { CommandDeclaration } from '../declaration.js';
import { invokeRestMethod } from './invoke-rest-method.js';
import { invokeWebRequest } from './invoke-web-request.js';
// Registers the web objects' members (StatusCode, value__, GetResponseStream()...) with the member table.
import './web-members.js';

export const webCommands: CommandDeclaration[] = [invokeRestMethod, invokeWebRequest];

export { newStreamReader } from './web-members.js';
