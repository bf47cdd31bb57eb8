// Service.close(graceMs): stops accepting at once, lets a request in flight finish.
import { expect, it } from 'vitest';
import { startSvc } from './helpers.js';

it('lets an in-flight request finish, then refuses new connections', async () => {
  const svc = await startSvc();
  svc.define("New-SvcEndpoint -Url /slow -Endpoint { Start-Sleep -Milliseconds 300; 'done' }");
  const base = svc.base;
  const inFlight = svc.call('/slow');
  await new Promise((r) => setTimeout(r, 100));
  const closed = svc.service.close(2000);
  expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
  await closed;
  await svc.close();
  await expect(fetch(`${base}/slow`)).rejects.toThrow();
  expect(svc.service.address).toBeNull();
});
