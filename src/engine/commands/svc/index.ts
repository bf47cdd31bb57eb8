// The svc commands (docs/contract.md 3): New-/Get-/Remove-SvcEndpoint, New-SvcApiResponse, Get-/Set-SvcSetting, Get-SvcRequestLog,
// Export-SvcEndpoint (docs/files.md), and the cache: Set-/Get-/Remove-/Clear-/Update-SvcCache (docs/state.md).
import type { CommandDeclaration } from '../declaration.js';
import { newSvcEndpoint } from './new-svc-endpoint.js';
import { getSvcEndpoint } from './get-svc-endpoint.js';
import { removeSvcEndpoint } from './remove-svc-endpoint.js';
import { newSvcApiResponse } from './new-svc-api-response.js';
import { setSvcSetting } from './set-svc-setting.js';
import { getSvcSetting } from './get-svc-setting.js';
import { getSvcRequestLog } from './get-svc-request-log.js';
import { exportSvcEndpoint } from './export-svc-endpoint.js';
import { grantSvcAppToken } from './grant-svc-app-token.js';
import { getSvcAppToken } from './get-svc-app-token.js';
import { revokeSvcAppToken } from './revoke-svc-app-token.js';
import { newSvcRateLimit } from './new-svc-rate-limit.js';
import { getSvcRateLimit } from './get-svc-rate-limit.js';
import { removeSvcRateLimit } from './remove-svc-rate-limit.js';
import { setSvcCache } from './set-svc-cache.js';
import { getSvcCache } from './get-svc-cache.js';
import { removeSvcCache } from './remove-svc-cache.js';
import { clearSvcCache } from './clear-svc-cache.js';
import { updateSvcCache } from './update-svc-cache.js';

export const svcCommands: CommandDeclaration[] = [
  newSvcEndpoint, getSvcEndpoint, removeSvcEndpoint, newSvcApiResponse, setSvcSetting, getSvcSetting, getSvcRequestLog, exportSvcEndpoint,
  grantSvcAppToken, getSvcAppToken, revokeSvcAppToken, newSvcRateLimit, getSvcRateLimit, removeSvcRateLimit,
  setSvcCache, getSvcCache, removeSvcCache, clearSvcCache, updateSvcCache,
];
