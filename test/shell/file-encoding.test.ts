// Files and the command line as pwsh reads them (docs/shell.md, "Files and exit codes"): script files, Get-Content and
// Import-Csv decode a file by its byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE; else UTF-8), and `svc -c`
// exits as `pwsh -Command` does while `svc FILE` exits as `pwsh -File` does (PowerShell/PowerShell#13501).
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptFile, svc, tempDir } from './helpers.js';

/** The text with a byte-order mark, encoded as each of PowerShell's Unicode encodings writes it. */
function encoded(text: string, encoding: 'utf8bom' | 'utf16le' | 'utf16be' | 'utf32le' | 'utf32be'): Buffer {
  if (encoding === 'utf8bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  const le = Buffer.from(text, 'utf16le');
  if (encoding === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  if (encoding === 'utf16be') return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]);
  const points = [...text].map((c) => c.codePointAt(0)!);
  const out = Buffer.alloc(4 + points.length * 4);
  if (encoding === 'utf32le') { out.set([0xff, 0xfe, 0, 0]); points.forEach((p, i) => out.writeUInt32LE(p, 4 + i * 4)); }
  else { out.set([0, 0, 0xfe, 0xff]); points.forEach((p, i) => out.writeUInt32BE(p, 4 + i * 4)); }
  return out;
}

function fileOf(name: string, bytes: Buffer): string {
  const path = join(tempDir(), name);
  writeFileSync(path, bytes);
  return path;
}

describe('files decoded by their byte-order mark', () => {
  it.each(['utf8bom', 'utf16le', 'utf16be', 'utf32le', 'utf32be'] as const)('runs a %s script (a Windows PowerShell 5.1 Out-File .ps1 is utf16le)', async (encoding) => {
    const file = fileOf(`script-${encoding}.ps1`, encoded('Write-Output "héllo €"\n$x = 1 + 1\n"x=$x"\n', encoding));
    const r = await svc([file]);
    expect(r).toMatchObject({ code: 0, stdout: 'héllo €\nx=2\n', stderr: '' });
  });

  it('reads Get-Content and Import-Csv files by their mark', async () => {
    const text = fileOf('notes.txt', encoded('first\nsecond ü\n', 'utf16le'));
    const csv = fileOf('people.csv', encoded('Name,City\nAnn,Zürich\n', 'utf16be'));
    const r = await svc(['-c', `Get-Content '${text}'; (Import-Csv '${csv}').City`]);
    expect(r).toMatchObject({ code: 0, stdout: 'first\nsecond ü\nZürich\n', stderr: '' });
  });
});

describe('exit codes as pwsh -Command and pwsh -File give them', () => {
  it('svc -c exits 1 when the last statement left $? false, 0 when a later one succeeded', async () => {
    expect((await svc(['-c', 'Write-Error x'])).code).toBe(1);
    expect((await svc(['-c', 'Get-NoSuchCommand'])).code).toBe(1);
    expect((await svc(['-c', 'Write-Error x; "after"'])).code).toBe(0);
  });

  it('svc FILE exits 0 after a non-terminating error, whatever the last statement did', async () => {
    const file = scriptFile('"one"\nWrite-Error "last"\n', 'last-error.svc');
    expect((await svc([file])).code).toBe(0);
  });
});
