// The HTTP stage's public surface.
export { createService, Service, type ServiceOptions, type ServiceHostMethod } from './service.js';
// The Express app (app.ts) is not re-exported: the service loads it with import() once its listener is bound.
export type { AppService } from './app.js';
export type { EndpointExecutor, ExecutorOptions } from './executor.js';
export { ListenError, type BoundAddress, type ListenFailureKind } from './listener.js';
export { defaultSettings, settingNames, type ServiceSettings, type LogLevel } from '../engine/protocol/settings-schema.js';
export { toResponse, errorListBody, type HttpResponseData } from './to-response.js';
