// The one bridge from the binder to the values module's conversions (LanguagePrimitives.ConvertTo in PowerShell), so
// bound arguments and casts follow the same rules. A failed conversion becomes a ConversionFailure carrying the values
// module's message ("Cannot convert value "abc" to type "System.Int32". Error: ...").
import { ConversionFailure } from './convert-argument.js';
import { convertTo } from './values-surface.js';
import { TerminatingError } from '../errors/error-record.js';

export function convertScalar(value: unknown, type: string): unknown {
  try {
    return convertTo(value, type);
  } catch (e) {
    if (e instanceof TerminatingError) throw new ConversionFailure(e.record.message);
    throw e;
  }
}
