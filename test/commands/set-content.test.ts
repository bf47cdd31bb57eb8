import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const read = (name: string) => readFileSync(path.join(folder.dir, name), 'utf8');

describe('Set-Content', () => {
  it('writes each value as a line, replacing the file', () => {
    folder.out("Set-Content a.txt 'old'; Set-Content a.txt 'one', 2");
    expect(read('a.txt')).toBe('one\n2\n');
    folder.out('1..3 | Set-Content n.txt');
    expect(read('n.txt')).toBe('1\n2\n3\n');
    folder.out("Set-Content raw.txt 'a', 'b' -NoNewline");
    expect(read('raw.txt')).toBe('ab');
  });
  it('reports a folder that does not exist', () => {
    expect(folder.run("Set-Content nowhere/a.txt 'x'").errors[0].message).toBe(`Could not find a part of the path '${path.join(folder.dir, 'nowhere/a.txt')}'.`);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError("Set-Content a.txt 'x'")).toMatch(/^Set-Content is not available to endpoint scripts/);
  });
});
