// The CommandContext contract as a cmdlet sees it, through a probe cmdlet registered next to the builtins.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/engine/interpreter/index.js';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { defineCommand } from '../../src/engine/commands/declaration.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { createTestHost } from './helpers.js';

const probe = defineCommand({
  name: 'Get-Probe',
  synopsis: 'Writes what its context says about the common parameters.',
  parameters: [{ name: 'Name', type: 'string', position: 0, help: 'Anything.' }],
  end(ctx) {
    ctx.writeOutput(`${ctx.commonParameters.errorAction ?? 'none'}/${ctx.errorAction}/${ctx.commonParameters.verbose ?? 'none'}/${ctx.bound.has('ErrorAction')}`);
  },
});

function outputs(source: string): unknown[] {
  const events: StreamEvent[] = [];
  const session = createSession({ host: createTestHost(), sink: (e) => events.push(e), commands: [...builtinCommands, probe] });
  session.run(source);
  return events.flatMap((e) => (e.stream === 'output' ? [e.value] : []));
}

describe('CommandContext.commonParameters', () => {
  it('shows the common parameters given on the call, apart from bound', () => {
    expect(outputs('Get-Probe x -ErrorAction Stop -Verbose')).toEqual(['Stop/Stop/true/false']);
    expect(outputs('Get-Probe -ea SilentlyContinue')).toEqual(['SilentlyContinue/SilentlyContinue/none/false']);
  });
  it('is empty when none was given, even when $ErrorActionPreference sets the effective action', () => {
    expect(outputs("$ErrorActionPreference = 'Stop'; Get-Probe")).toEqual(['none/Stop/none/false']);
  });
  it('comes through splatting', () => {
    expect(outputs("$p = @{ ErrorAction = 'Ignore' }; Get-Probe @p")).toEqual(['Ignore/Ignore/none/false']);
  });
});
