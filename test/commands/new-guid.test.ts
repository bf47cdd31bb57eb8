import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('New-Guid', () => {
  it('writes a version 4 GUID', () => {
    const [text] = out('"$(New-Guid)"') as string[];
    expect(text).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('writes different GUIDs', () => {
    const [a, b] = out('"$(New-Guid)"; "$(New-Guid)"');
    expect(a).not.toBe(b);
  });
  it('writes the empty GUID with -Empty', () => {
    expect(out('"$(New-Guid -Empty)"')).toEqual(['00000000-0000-0000-0000-000000000000']);
  });
});
