import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Get-Location', () => {
  it('writes the current location as a PathInfo', () => {
    expect(folder.out('(Get-Location).Path; "$(pwd)" -eq (gl).Path; (pwd).GetType().FullName')).toEqual([folder.dir, true, 'System.Management.Automation.PathInfo']);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Get-Location')).toMatch(/^Get-Location is not available to endpoint scripts/);
  });
});
