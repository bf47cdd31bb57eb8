// The prompt's keys in a real terminal (tmux on its own socket): one svc for the file, plus one that is left with
// Ctrl-D. Each case clears the screen first so its checks see only what it typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tmux } from './tmux.js';

const QUICK_START = [
  'New-SvcEndpoint -Url /user/:name -Endpoint {',
  "    if ($Name -eq 'Adam') { [PSCustomObject]@{ UserName = $Name } }",
  "    else { New-SvcApiResponse -StatusCode 404 -Body 'Not here' }",
  '}',
];

let t: Tmux;
/** The listener's address, read once (the screen is cleared between cases). */
let listening = '';
beforeAll(async () => {
  t = new Tmux();
  t.start();
  listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(await t.until(/Listening on http:\S+\d/))![1];
}, 30000);
afterAll(() => t.kill());

const prompt = () => t.until(/svc>\s*$/);
async function fresh(): Promise<void> {
  await prompt();
  t.keys('C-u');
  await t.clear();
}

describe('the prompt in a terminal', () => {
  it('recalls the quick-start block with one Up; its second line edited, Enter redefines the endpoint (real HTTP)', async () => {
    await fresh();
    for (const line of QUICK_START) { t.type(line); t.keys('Enter'); }
    // The prompt after the block's last line (the cleared screen's first prompt would match too early under load).
    await t.until(/\n>> \}\s*\n[\s\S]*svc>\s*$/);
    expect(await (await fetch(`${listening}/user/Adam`)).json()).toEqual({ UserName: 'Adam' });
    // One Up: the whole block comes back, the cursor on its first line.
    t.keys('Up');
    await t.until(/svc> New-SvcEndpoint -Url \/user\/:name -Endpoint \{\n>> +if \(\$Name -eq 'Adam'\) .*\n>> +else .*\n>> \}\s*$/);
    // Its second line: Down, End, nine Backspaces take `$Name } }`, then the new ending.
    t.keys('Down', 'End', ...Array<string>(9).fill('BSpace'));
    t.type("'Dr. ' + $Name } }");
    t.keys('Enter');
    const screen = await t.until(/replaced an earlier definition[\s\S]*svc>\s*$/);
    expect(screen).toMatch(/>> +if \(\$Name -eq 'Adam'\) \{ \[PSCustomObject\]@\{ UserName = 'Dr\. ' \+ \$Name \} \}/);
    const adam = await fetch(`${listening}/user/Adam`);
    expect(adam.status).toBe(200);
    expect(await adam.json()).toEqual({ UserName: 'Dr. Adam' });
    const eve = await fetch(`${listening}/user/Eve`);
    expect([eve.status, await eve.text()]).toEqual([404, 'Not here']);
  }, 40000);

  it('Ctrl-D on an empty >> line does not leave the shell; the block goes on', async () => {
    await fresh();
    t.type('if ($true) {'); t.keys('Enter');
    await t.until(/>>\s*$/);
    t.keys('C-d');
    t.type("'still here' }"); t.keys('Enter');
    await t.until(/^still here$/m);
  });

  it('Enter runs the whole block from any line; Shift+Enter adds a line to complete input', async () => {
    await fresh();
    t.type("'first'"); t.keys('S-Enter');
    await t.until(/svc> 'first'\n>>\s*$/);
    t.type("'second'"); t.keys('Up', 'Enter');
    await t.until(/^first\nsecond\n/m);
  });

  it('Ctrl-C abandons the whole block', async () => {
    await fresh();
    t.type('if ($true) {'); t.keys('Enter');
    t.type("'never'");
    await t.until(/>> 'never'$/m);
    t.keys('C-c');
    await t.until(/\^C\nsvc>\s*$/);
    t.type("'after'"); t.keys('Enter');
    const s = await t.until(/^after$/m);
    expect(s).not.toMatch(/^never$/m);
  });

  it('Ctrl-R searches whole blocks and shows the block it found', async () => {
    await fresh();
    t.type('foreach ($i in 1..2) {'); t.keys('Enter');
    t.type('    "needle $i"'); t.keys('Enter');
    t.type('}'); t.keys('Enter');
    await t.until(/^needle 2$/m);
    t.type("'other'"); t.keys('Enter');
    await t.until(/^other$/m);
    await prompt();
    await t.clear();
    t.keys('C-r'); t.type('needle');
    await t.until(/svc> foreach \(\$i in 1\.\.2\) \{\n>>     "needle \$i"\n>> \}\nbck-i-search: needle_/);
    t.keys('Enter');
    await t.until(/needle 1\nneedle 2\n/);
  });

  it('keeps a bracketed paste of several lines in the buffer until Enter', async () => {
    await fresh();
    t.paste('$p = 20\n$p + 22');
    await t.until(/svc> \$p = 20\n>> \$p \+ 22$/m);
    t.keys('Enter');
    await t.until(/^42$/m);
  });

  it('predicts from history in grey; Right accepts it, Ctrl+Right one word; F2 shows the list', async () => {
    await fresh();
    t.type("'prediction-source history'"); t.keys('Enter');
    await t.until(/^prediction-source history$/m);
    await prompt();
    t.type("'predic");
    // tmux re-encodes PSReadLine's InlinePredictionColor (97;2;3: white, dim, italic) as it draws it.
    const grey = await t.until(/'predic\u001b\[2;3m\u001b\[97mtion-source history'/, { escapes: true });
    expect(grey).toContain('tion-source history');
    t.keys('C-Right');
    await t.until(/'prediction-source\u001b\[2;3m\u001b\[97m history'/, { escapes: true });
    t.keys('Right');
    await t.until((s) => /svc> .*'prediction-source history'/.test(s) && !s.includes('\u001b[2;3m'), { escapes: true });
    t.keys('C-u', 'F2');
    t.type("'predic");
    await t.until(/> 'prediction-source history' +\[History\]/);
    t.keys('Down');
    await t.until(/svc> 'prediction-source history'\n/);
    t.keys('F2', 'C-u');
  });

  it('F2 shows the list view: Up/Down choose (round through what was typed), Enter runs the choice, Escape and F2 go back', async () => {
    await fresh();
    for (const word of ['one', 'two', 'three']) { t.type(`'listed ${word}'`); t.keys('Enter'); await t.until(new RegExp(`^listed ${word}$`, 'm')); }
    await prompt();
    await t.clear();
    t.keys('F2');
    t.type("'listed");
    await t.until(/svc> 'listed\n<-\/3> +<History\(3\)>\n> 'listed three' +\[History\]\n> 'listed two' +\[History\]\n> 'listed one' +\[History\]\s*$/);
    t.keys('Down', 'Down');
    await t.until(/svc> 'listed two'\n<2\/3> +<History\(2\/3\)>\n/);
    // Up past the first entry comes back to what was typed, once more to the last entry.
    t.keys('Up', 'Up');
    await t.until(/svc> 'listed\n<-\/3>/);
    t.keys('Up');
    await t.until(/svc> 'listed one'\n<3\/3>/);
    // Escape puts the typed text back and returns to the inline view (the grey suggestion is back).
    t.keys('Escape');
    await t.until((x) => /svc> 'listed three'\s*$/.test(x) && !x.includes('[History]'));
    expect(t.screen(true)).toMatch(/'listed\u001b\[2;3m\u001b\[97m three'/);
    // F2 again, choose, Enter runs the chosen entry; the view stays a list until F2.
    t.keys('F2', 'Down', 'Down', 'Enter');
    await t.until(/svc> 'listed two'\nlisted two\nsvc>\s*$/);
    t.type("'listed");
    await t.until(/<-\/3> +<History\(3\)>/);
    t.keys('Down', 'F2');
    await t.until((x) => /svc> 'listed two'\s*$/.test(x) && !x.includes('<-/3>'));
    t.keys('C-u');
  });

  it('Tab cycles through the matches; a second Tab on a unique match changes nothing', async () => {
    await fresh();
    t.type('Get-SvcE'); t.keys('Tab');
    await t.until(/svc> Get-SvcEndpoint$/m);
    t.keys('Tab');
    await new Promise((r) => setTimeout(r, 300));
    expect(t.screen()).toMatch(/svc> Get-SvcEndpoint\n*$/);
    t.keys('C-u');
    t.type('Get-SvcR'); t.keys('Tab');
    await t.until(/svc> Get-SvcRateLimit$/m);
    t.keys('Tab');
    await t.until(/svc> Get-SvcRequestLog$/m);
    t.keys('BTab');
    await t.until(/svc> Get-SvcRateLimit$/m);
    t.keys('C-u');
  });

  it('completes from the engine: ValidateSet values, members of nested values, type names, endpoint URLs after irm, declared path parameters', async () => {
    await fresh();
    t.type('Set-SvcSetting -ClientEdition D'); t.keys('Tab');
    await t.until(/svc> Set-SvcSetting -ClientEdition Desktop$/m);
    t.keys('C-u');
    t.type("$s = 'text'"); t.keys('Enter');
    await prompt();
    t.type('$s.ToUp'); t.keys('Tab');
    await t.until(/svc> \$s\.ToUpper\($/m);
    t.keys('C-u');
    t.type('[PSCustomO'); t.keys('Tab');
    await t.until(/svc> \[pscustomobject$/m);
    t.keys('C-u');
    t.type('irm /user/'); t.keys('Tab');
    await t.until(/svc> irm \/user\/:name$/m);
    t.keys('C-u');
    t.type("try { throw 'x' } catch { $err = $_ }"); t.keys('Enter');
    await prompt();
    t.type('$err.Exception.Mes'); t.keys('Tab');
    await t.until(/svc> \$err\.Exception\.Message$/m);
    t.keys('C-u');
    t.type('Get-Content READ'); t.keys('Tab');
    await t.until(/svc> Get-Content README\.md$/m);
    t.keys('C-u');
  });

  it('redraws the block in place when the terminal is resized, narrower then wider', async () => {
    await fresh();
    const long = `    '${'a'.repeat(90)} b'`;
    t.type('if ($true) {'); t.keys('Enter');
    t.type(long); t.keys('Enter');
    t.type("    'second'");
    await t.until(/>> {5}'second'$/m);
    const block = `svc> if ($true) {\n>> ${long}\n>>     'second'`;
    // On the screen the block shows once and whole (rows that narrowing pushed into tmux's scrollback stay there).
    const once = (s: string) => s.split('svc> if ($true) {').length === 2 && s.trimEnd().endsWith(block);
    try {
      for (const x of [50, 120, 30, 120]) {
        t.resize(x, 60);
        // The resize reaches svc through `script`'s own terminal: a moment later, then a key and its undoing.
        await new Promise((r) => setTimeout(r, 400));
        const redrawn = t.joined(false);
        t.type('x'); t.keys('BSpace');
        await new Promise((r) => setTimeout(r, 300));
        for (const s of [redrawn, t.joined(false)]) if (!once(s)) throw new Error(`after resizing to ${x} columns the block is not drawn once, in place:\n${s}`);
      }
    } finally { t.resize(120, 60); }
    t.keys('Enter'); t.type('}'); t.keys('Enter');
    await t.until(new RegExp(`^${'a'.repeat(90)} b\nsecond$`, 'm'));
  }, 40000);

  it('Ctrl+Space opens a menu of the matches', async () => {
    await fresh();
    t.type('Get-SvcR'); t.keys('C-Space');
    await t.until(/svc> Get-SvcRateLimit\nGet-SvcRateLimit +Get-SvcRequestLog/);
    t.keys('Tab');
    await t.until(/svc> Get-SvcRequestLog\n/);
    t.keys('Escape');
    await t.until(/svc> Get-SvcR$/m);
    t.keys('C-u');
  });
});

describe('leaving the prompt', () => {
  it('Ctrl-D on an empty svc> prompt leaves, printing a newline first', async () => {
    const u = new Tmux();
    try {
      u.start("printf 'AFTER'; sleep 60");
      await u.until(/Listening on/);
      u.keys('C-d');
      await u.until(/svc>\s*\nAFTER/);
    } finally { u.kill(); }
  }, 30000);
});
