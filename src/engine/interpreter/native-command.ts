// Native commands (about_Command_Precedence: an application on the PATH is found when no alias, function or cmdlet
// has the name; about_Parsing for its arguments). `curl -i http://127.0.0.1:5000/x` runs the program with its
// arguments as text, pipeline input as its standard input (one line per object), its standard output written to
// the pipeline as lines, its standard error shown as host text, and $LASTEXITCODE set to its exit code ($? false
// when it is not 0). Only the shell's host has this power (Host.native); endpoint scripts never do.
import type { CommandArgument } from '../commands/parameter-binder.js';
import { NoValue } from '../commands/parameter-binder.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { Variable } from './scope.js';
import * as V from '../values/index.js';

/** The arguments as a native program receives them: `-i` stays `-i`, `-o:x` stays `-o:x`, an array gives one each. */
function argumentTexts(args: readonly CommandArgument[]): string[] {
  const out: string[] = [];
  const add = (v: unknown) => { if (Array.isArray(v)) v.forEach(add); else if (v !== null && v !== undefined) out.push(V.toStringValue(v)); };
  for (const a of args) {
    if (a.kind === 'positional') add(a.value);
    else if (a.value === NoValue) out.push('-' + a.name);
    else out.push(`-${a.name}:${V.toStringValue(a.value)}`);
  }
  return out;
}

function lines(text: string): string[] {
  const list = text.split(/\r?\n/);
  if (list[list.length - 1] === '') list.pop();
  return list;
}

export function nativeProcessor(f: Frame, name: string, path: string, args: readonly CommandArgument[], expectingInput: boolean, out: Out): Processor {
  const input: string[] = [];
  const processor: Processor = {
    failed: false,
    begin() {},
    process(value, hasInput) { if (hasInput) input.push(V.toStringValue(value)); },
    end() {
      let result: { exitCode: number; stdout: string; stderr: string };
      try {
        result = f.session.host.native!.run(path, argumentTexts(args), expectingInput ? input.map((l) => l + '\n').join('') : null);
      } catch (e) {
        const ex = new PSException('System.ComponentModel.Win32Exception', `An error occurred trying to start process '${path}': ${e instanceof Error ? e.message : String(e)}`);
        throw new TerminatingError(new ErrorRecord(ex, 'NativeCommandFailed', 'ResourceUnavailable', name));
      }
      // Set before the output flows: a downstream `Select-Object -First 1` stops this command at its first line.
      f.session.global.vars.set('lastexitcode', new Variable('LASTEXITCODE', result.exitCode));
      if (result.exitCode !== 0) processor.failed = true;
      if (result.stderr !== '') f.session.streams.information(result.stderr.replace(/\r?\n$/, ''), ['PSHOST'], { noNewline: false, foregroundColor: null, backgroundColor: null });
      for (const line of lines(result.stdout)) out(line);
    },
  };
  return processor;
}
