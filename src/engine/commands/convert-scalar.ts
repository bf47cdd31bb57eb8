// The one bridge from the binder to the values module's conversions (LanguagePrimitives.ConvertTo in PowerShell), so
// bound arguments and casts follow the same rules. A failed conversion becomes a ConversionFailure carrying the values
// module's message ("Cannot convert value "abc" to type "System.Int32". Error: ...").
import { ConversionFailure } from './convert-argument.js';
import { convertTo } from '../values/index.js';
import { TerminatingError } from '../errors/error-record.js';
import type { Host } from '../host.js';

export function convertScalar(value: unknown, type: string, host: Host | null = null): unknown {
  try {
    // A ValueContext with just the host: DateTime conversions read its time zone; nothing else calls back.
    return convertTo(value, type, host === null ? null : { host, setMatches: () => {}, invokeScriptBlock: () => [] });
  } catch (e) {
    if (e instanceof TerminatingError) throw new ConversionFailure(e.record.message);
    throw e;
  }
}
