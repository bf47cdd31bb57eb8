import { describe, expect, it } from 'vitest';
import { OutputFormatter } from '../../src/engine/commands/format/output-formatter.js';
import { formatErrorRecord, formatParseError } from '../../src/engine/commands/format/format-error.js';
import { createPalette } from '../../src/shell/format/palette.js';
import { colourOn } from '../../src/shell/format/ps-style.js';
import { initialRendering, readPSStyle, rendersAnsi, createPSStyle } from '../../src/engine/values/ps-style.js';
import { toStringValue } from '../../src/engine/values/to-string.js';
import { PSHashtable, PSObject } from '../../src/engine/values/types.js';
import { ErrorRecord, PSException, type ErrorRecordData } from '../../src/engine/errors/error-record.js';

const plain = createPalette(false);
const render = (...values: unknown[]) => {
  const f = new OutputFormatter(toStringValue, plain, 80, Date.now);
  return values.map((v) => f.write(v)).join('') + f.flush();
};
const obj = (entries: Record<string, unknown>) => PSObject.from(Object.entries(entries));
const table = (entries: [string, unknown][]) => { const h = new PSHashtable(); for (const [k, v] of entries) h.set(k, v); return h; };

describe('console formatting', () => {
  it('prints scalars one per line, as PowerShell renders them', () => {
    expect(render(2, 'hello', true, 1.5, null)).toBe('2\nhello\nTrue\n1.5\n');
  });

  it('prints arrays item by item', () => {
    expect(render([1, 'two', [3, 4]])).toBe('1\ntwo\n3\n4\n');
    expect(render([])).toBe('');
  });

  it('shows an object with up to 4 properties as a table, numbers right-aligned', () => {
    expect(render(obj({ Name: 'ann', Age: 31, Admin: false }))).toBe(
      '\nName Age Admin\n---- --- -----\nann   31 False\n\n');
  });

  it('consecutive objects of the same shape share one table, widths fitting all rows', () => {
    expect(render(obj({ Name: 'ann', Age: 31 }), obj({ Name: 'bartholomew', Age: 7 }))).toBe(
      '\nName        Age\n----        ---\nann          31\nbartholomew   7\n\n');
  });

  it('shows an object with 5 or more properties as a list', () => {
    expect(render(obj({ a: 1, b: 'two', c: true, d: null, eeeee: [1, 2] }))).toBe(
      '\na     : 1\nb     : two\nc     : True\nd     :\neeeee : {1, 2}\n\n');
  });

  it('shows a hashtable as a Name/Value table', () => {
    expect(render(table([['a', 1], ['bb', 'x']]))).toBe(
      '\nName                           Value\n----                           -----\na                              1\nbb                             x\n\n');
  });

  it('renders nested values inside cells', () => {
    const nested = obj({ Id: 1, Tags: ['a', 'b'], Inner: obj({ x: 1, y: 'z' }), Map: new PSHashtable() });
    expect(render(nested)).toBe(
      '\nId Tags   Inner       Map\n-- ----   -----       ---\n 1 {a, b} @{x=1; y=z} System.Collections.Hashtable\n\n');
  });

  it('an empty hashtable prints nothing', () => {
    expect(render(new PSHashtable())).toBe('');
  });

  it('ends a table before a scalar', () => {
    expect(render(obj({ a: 1 }), 5)).toBe('\na\n-\n1\n\n5\n');
  });

  it('shows endpoint objects as a table of their main columns', () => {
    const ep = PSObject.from(Object.entries({ Id: 1, Url: '/user/:name', Method: 'GET', ErrorAction: 'Continue', Timeout: 30, Description: null, Tag: [], ScriptBlock: '{ 1 }' }), ['Svc.Endpoint', 'System.Object']);
    expect(render(ep)).toBe('\nId Url         Method ErrorAction Timeout Description\n-- ---         ------ ----------- ------- -----------\n 1 /user/:name GET    Continue         30\n\n');
  });

  it('shows block and -Path endpoints in one table, with a Path column when one of them has a path', () => {
    const ep = (id: number, url: string, path: string | null) => PSObject.from(Object.entries({ Id: id, Url: url, Method: 'GET', ErrorAction: 'Continue', Timeout: null, Description: null, Path: path }), ['Svc.Endpoint', 'System.Object']);
    const text = render(ep(1, '/hi', null), ep(2, '/file', '/srv/ep.ps1'));
    expect(text.match(/^Id /gm)).toHaveLength(1);
    expect(text).toMatch(/^Id Url\s+Method ErrorAction Timeout Description Path\n/m);
    expect(text).toMatch(/^ 1 \/hi\s+GET\s+Continue\s*\n 2 \/file\s+GET\s+Continue\s+\/srv\/ep\.ps1\n/m);
  });
});

const record = (over: Partial<ErrorRecordData>): ErrorRecordData => ({
  message: 'Whoa!', exceptionMessage: 'Whoa!', exceptionType: 'Microsoft.PowerShell.Commands.WriteErrorException',
  fullyQualifiedErrorId: 'Microsoft.PowerShell.Commands.WriteErrorException', category: 'NotSpecified', targetObject: null,
  commandName: 'Write-Error', scriptName: null, line: 1, column: 1, endLine: 1, endColumn: 20, lineText: 'Write-Error "Whoa!"',
  scriptStackTrace: [], ...over,
});

describe('concise error view', () => {
  it('shows a prompt error on one line with its command', () => {
    expect(formatErrorRecord(record({}), plain)).toBe('Write-Error: Whoa!\n');
  });

  it('shows throw as Exception:', () => {
    const e = record({ commandName: null, message: 'Bad things happened', exceptionMessage: 'Bad things happened', exceptionType: 'System.Management.Automation.RuntimeException', fullyQualifiedErrorId: 'Bad things happened', category: 'OperationStopped' });
    expect(formatErrorRecord(e, plain)).toBe('Exception: Bad things happened\n');
  });

  it("names an expression's error by its category, or by its exception's type when the category is NotSpecified (ConciseView)", () => {
    const missing = record({ commandName: null, message: "Method invocation failed because [System.Int32] does not contain a method named 'ToUpper'.",
      exceptionType: 'System.Management.Automation.RuntimeException', fullyQualifiedErrorId: 'MethodNotFound', category: 'InvalidOperation' });
    expect(formatErrorRecord(missing, plain)).toBe("InvalidOperation: Method invocation failed because [System.Int32] does not contain a method named 'ToUpper'.\n");
    const divide = record({ commandName: null, message: 'Attempted to divide by zero.', exceptionType: 'System.Management.Automation.RuntimeException',
      fullyQualifiedErrorId: 'RuntimeException', category: 'NotSpecified' });
    expect(formatErrorRecord(divide, plain)).toBe('RuntimeException: Attempted to divide by zero.\n');
  });

  it('shows the file, the line and a ~~~~ marker for script files', () => {
    const e = record({ scriptName: '/tmp/t.svc', line: 2, column: 5, endColumn: 24, lineText: '    Write-Error "Whoa!"' });
    expect(formatErrorRecord(e, plain)).toBe([
      'Write-Error: /tmp/t.svc:2',
      'Line |',
      '   2 |  Write-Error "Whoa!"',
      '     |  ~~~~~~~~~~~~~~~~~~~',
      '     | Whoa!',
      '',
    ].join('\n'));
  });

  it('shows a parse error with its line, column marker and message', () => {
    const err = { id: 'ExpectedExpression', message: "You must provide a value expression following the '+' operator.", line: 2, column: 4, incompleteInput: false,
      extent: { startLine: 2, startColumn: 4, endLine: 2, endColumn: 5, startOffset: 0, endOffset: 0 } };
    expect(formatParseError(err, 'x\n1 +', 'f.svc', plain)).toBe([
      'ParserError: f.svc:2',
      'Line |',
      '   2 |  1 +',
      '     |     ~',
      "     | You must provide a value expression following the '+' operator.",
      '',
    ].join('\n'));
  });

  it('renders an ErrorRecord written to output like an error', () => {
    const r = new ErrorRecord(new PSException('System.Exception', 'boom'), 'boom');
    expect(render(r)).toBe('Exception: boom\n');
  });

  it('colours errors bold red unless colour is off; NO_COLOR and a pipe turn it off', () => {
    expect(formatErrorRecord(record({}), createPalette(true))).toBe('\u001b[31;1mWrite-Error: Whoa!\u001b[0m\n');
    expect(colourOn({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colourOn({}, false)).toBe(false);
    expect(colourOn({}, true)).toBe(true);
    expect(colourOn({ TERM: 'dumb' }, true)).toBe(false);
    expect(colourOn({ FORCE_COLOR: '1' }, false)).toBe(true);
  });

  it("draws the request log's own accents with chalk, and nothing when colour is off", () => {
    expect(createPalette(true).dim('detail')).toBe('\u001b[2mdetail\u001b[22m');
    expect(createPalette(true).success('200')).toBe('\u001b[32m200\u001b[39m');
    expect(createPalette(false).dim('detail')).toBe('detail');
    expect(createPalette(false).success('200')).toBe('200');
  });

  it('reads the OutputRendering and Formatting styles a $PSStyle holds (about_ANSI_Terminals)', () => {
    expect(initialRendering({ NO_COLOR: '1' })).toBe('PlainText');
    expect(initialRendering({ TERM: 'xterm-mono' })).toBe('PlainText');
    expect(initialRendering({ NO_COLOR: '', TERM: 'xterm-256color' })).toBe('Host');
    expect([rendersAnsi('Host', true), rendersAnsi('Host', false), rendersAnsi('Ansi', false), rendersAnsi('PlainText', true)]).toEqual([true, false, true, false]);
    const style = createPSStyle();
    expect(readPSStyle(style).formatting).toEqual({
      FormatAccent: '\u001b[32;1m', ErrorAccent: '\u001b[36;1m', Error: '\u001b[31;1m', Warning: '\u001b[33;1m',
      Verbose: '\u001b[33;1m', Debug: '\u001b[33;1m', TableHeader: '\u001b[32;1m',
    });
    style.setProperty('OutputRendering', 'plaintext');
    (style.getProperty('Formatting')!.value as PSObject).setProperty('Error', '\u001b[35m');
    expect(readPSStyle(style).rendering).toBe('PlainText');
    expect(readPSStyle(style).formatting.Error).toBe('\u001b[35m');
    style.setProperty('OutputRendering', 'Sometimes');
    expect(readPSStyle(style).rendering).toBe('Host');
  });
});
