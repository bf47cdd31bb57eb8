// Parse throughput of a large generated script, in MB/s, against JSON.parse of a document of the same size
// measured in the same run (a calibration of this machine's speed at the moment).
import { performance } from 'node:perf_hooks';

const { parse } = await import('../dist/grammar/index.js');

function chunk(i) {
  return `
function Get-User${i} {
    [CmdletBinding()]
    param([Parameter(Mandatory)][string]$Name, [int]$Age = ${i % 90})
    # a comment about user ${i}
    $user = [PSCustomObject]@{ Name = $Name; Age = $Age; Tags = @('a', 'b', "c$i") }
    if ($user.Age -gt 18 -and $Name -like 'A*') {
        Write-Output "Adult: $($user.Name) ($Age)"
    } elseif ($Age -eq 0) { throw "no age for $Name" } else {
        $user | Select-Object Name, Age | ConvertTo-Json -Compress
    }
    foreach ($t in $user.Tags) { $t.ToUpper() }
    1..10 | Where-Object { $_ % 2 -eq 0 } | ForEach-Object { $_ * ${i} }
    try { 1 / $Age } catch { Write-Error -Message $_.Exception.Message } finally { $done = $true }
    $h = @{ Key = 'value'; Count = ${i}; Nested = @{ X = 1.5; Y = 0x1F } }
    switch -Regex ($Name) { '^A' { 'starts with A' } default { 'other' } }
}
New-SvcEndpoint -Url /user${i}/:name -Method Get, Post -Endpoint { Get-User${i} -Name $Name } -ErrorAction Stop
`;
}

export function generate(targetBytes) {
  const parts = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) { const c = chunk(i); parts.push(c); size += c.length; }
  return parts.join('');
}

function time(fn, runs) {
  fn(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - t0) / runs;
}

export async function run() {
  const source = generate(2 * 1024 * 1024);
  const mb = Buffer.byteLength(source) / (1024 * 1024);
  const probe = parse(source);
  if (probe.errors.length) throw new Error(`generated script does not parse: ${probe.errors[0].message} at ${probe.errors[0].line}:${probe.errors[0].column}`);
  const parseMs = time(() => parse(source), 3);
  const json = JSON.stringify(Array.from({ length: Math.ceil(source.length / 60) }, (_, i) => ({ id: i, name: 'user' + i, tags: ['a', 'b'] })));
  const jsonMs = time(() => JSON.parse(json), 3);
  const jsonMb = json.length / (1024 * 1024);
  const parseRate = mb / (parseMs / 1000);
  const jsonRate = jsonMb / (jsonMs / 1000);
  console.log(`parse: ${mb.toFixed(2)} MB script in ${parseMs.toFixed(0)} ms = ${parseRate.toFixed(2)} MB/s (target >= 2 MB/s)`);
  console.log(`  baseline JSON.parse: ${jsonRate.toFixed(1)} MB/s; ratio parse/JSON.parse = ${(parseRate / jsonRate).toFixed(4)}`);
  return { parseRate };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
