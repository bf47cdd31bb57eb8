import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const read = (name: string) => readFileSync(path.join(folder.dir, name), 'utf8');

describe('Out-File', () => {
  it('writes the objects as the console shows them, replacing or appending', () => {
    folder.out("'hello' | Out-File out.txt; [pscustomobject]@{Name='Ann'; Age=5} | Out-File out.txt -Append");
    expect(read('out.txt')).toBe('hello\n\nName Age\n---- ---\nAnn    5\n\n');
    folder.out("'x' | Out-File -FilePath one.txt -NoNewline");
    expect(read('one.txt')).toBe('x');
  });
  it('is what the > redirection does, against the same current location', () => {
    folder.out("New-Item -ItemType Directory sub | Out-Null; cd sub; 'redirected' > r.txt; cd ..");
    expect(read('sub/r.txt')).toBe('redirected\n');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError("'x' | Out-File a.txt")).toMatch(/^Out-File is not available to endpoint scripts/);
  });
});
