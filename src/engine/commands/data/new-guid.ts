// New-Guid: a random (version 4) GUID from host.random().
import { defineCommand } from '../declaration.js';
import { PSGuid } from '../../values/types.js';
import type { Host } from '../../host.js';

export const newGuid = defineCommand({
  name: 'New-Guid',
  synopsis: 'Creates a GUID.',
  description: 'Writes a new random GUID (version 4). `(New-Guid).Guid` or "$(New-Guid)" gives its text.',
  outputType: 'System.Guid',
  parameters: [
    { name: 'Empty', type: 'switch', help: 'Writes the empty GUID 00000000-0000-0000-0000-000000000000.' },
  ],
  examples: [{ code: "(New-Guid).Guid -match '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'", remarks: 'A new random GUID, e.g. 8b7c6d1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e: 32 hex digits in groups of 8-4-4-4-12.',
      output: 'True' }],
  end(ctx) {
    ctx.writeOutput(ctx.params.Empty === true ? new PSGuid('00000000-0000-0000-0000-000000000000') : randomGuid(ctx.host), false);
  },
});

export function randomGuid(host: Host): PSGuid {
  const bytes = Array.from({ length: 16 }, () => Math.floor(host.random() * 256));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return new PSGuid(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
}
