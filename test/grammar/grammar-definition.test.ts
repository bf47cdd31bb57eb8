// The grammar passes Chevrotain's own checks (no ambiguity, no left recursion). parse() skips them at
// start-up for speed, so they are run here, and the serialized grammar used for docs/grammar.html is sane.
import { describe, expect, it } from 'vitest';
import { getSerializedGrammar } from '../../grammar/index.js';
import { PowerShellParser } from '../../grammar/parser.js';

describe('grammar definition', () => {
  it('passes Chevrotain validations', () => {
    expect(() => new PowerShellParser(true)).not.toThrow();
  });
  it('serializes every rule for the diagrams', () => {
    const names = getSerializedGrammar().map((r) => (r as unknown as { name: string }).name);
    for (const rule of ['script', 'statement', 'pipeline', 'command', 'expression', 'argumentExpression', 'primary', 'hashtable', 'switchStatement']) {
      expect(names).toContain(rule);
    }
  });
});
