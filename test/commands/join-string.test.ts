import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('Join-String', () => {
  it('joins with a separator, prefix and suffix', () => {
    expect(out("1..3 | Join-String -Separator ', ' -OutputPrefix '[' -OutputSuffix ']'")).toEqual(['[1, 2, 3]']);
  });
  it('joins a property or a script block', () => {
    expect(out("[pscustomobject]@{ N = 'a' }, [pscustomobject]@{ N = 'b' } | Join-String N -Separator ';'")).toEqual(['a;b']);
    expect(out("1..3 | Join-String { $_ * 2 } ','")).toEqual(['2,4,6']);
  });
  it('quotes and formats', () => {
    expect(out("'a','b' | Join-String -SingleQuote -Separator ','")).toEqual(["'a','b'"]);
    expect(out("'a','b' | Join-String -DoubleQuote -Separator ','")).toEqual(['"a","b"']);
    expect(out("1,2 | Join-String -FormatString '<{0}>'")).toEqual(['<1><2>']);
  });
});
