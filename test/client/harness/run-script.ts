// Runs svc script text through the real interpreter (createSession) with a test Host whose http is the synchronous
// bridge to the real HTTP client, and collects what the streams carried.
import { createSession } from '../../../src/engine/index.js';
import type { Host, ServiceHost } from '../../../src/engine/host.js';
import type { ErrorRecord } from '../../../src/engine/errors/error-record.js';
import type { StreamEvent } from '../../../src/engine/streams.js';
import type { SyncHttp } from './sync-http.js';
import { createTestHost } from '../../engine/helpers.js';

export interface ScriptRun {
  output: unknown[];
  errors: { record: ErrorRecord; terminating: boolean }[];
  outcome: string;
}

/**
 * The settings part of the service (Get-/Set-SvcSetting read and write it); the endpoint part is absent here:
 * these tests call a fixture server, not svc's listener.
 */
function settingsOnlyService(edition: string): ServiceHost {
  const settings: Record<string, unknown> = { ClientEdition: edition };
  const none = () => ({ ok: false as const, message: 'No svc listener in this test.' });
  return {
    defineEndpoint: none, listEndpoints: () => [], removeEndpoints: () => ({ ok: true, value: [] }),
    getSettings: () => ({ ...settings }),
    setSettings: (changes) => { Object.assign(settings, changes); return { ok: true, value: undefined }; },
    requestLog: () => [],
  };
}

export function testHost(http: SyncHttp, edition: 'Core' | 'Desktop' | null): Host {
  return {
    ...createTestHost(),
    http: (request) => http.http(request),
    ...(edition === null ? {} : { service: settingsOnlyService(edition) }),
  };
}

export function runScript(http: SyncHttp, source: string, edition: 'Core' | 'Desktop' | null = 'Core'): ScriptRun {
  const events: StreamEvent[] = [];
  const session = createSession({ host: testHost(http, edition), sink: (e) => events.push(e) });
  const result = session.run(source);
  return {
    output: events.flatMap((e) => (e.stream === 'output' ? [e.value] : [])),
    errors: events.flatMap((e) => (e.stream === 'error' ? [{ record: e.record, terminating: e.terminating }] : [])),
    outcome: result.outcome,
  };
}
