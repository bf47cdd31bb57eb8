// A value as data, for the cache (docs/state.md): what Set-SvcCache stores is a copy, as PowerShell Universal's cache
// stores CliXml, so what comes back is data, never a live object. Unlike the JSON that carries an endpoint's output
// (json-write.ts, ConvertTo-Json semantics), this form keeps types: a hashtable stays a hashtable (ordered or not), a
// [datetime] a DateTime, an Int64 an Int64. Plain JSON values stand for themselves; everything else is an object
// with a "$" tag. A script block or a live object is refused with a message saying what could not be copied.
import {
  PSChar, PSDateTime, PSEnumValue, PSGuid, PSHashtable, PSNumber, PSObject, PSTimeSpan, ScriptBlockValue, ApiResponse,
} from './types.js';
import { PSList, PSTypedArray } from './runtime-classes.js';
import { PSVersionValue } from './version.js';
import { formatRoundTrip } from './number-format.js';
import { base64Decode, base64Encode } from './text-encoding.js';
import { convertTo } from './conversions.js';
import { typeNameOf } from './type-table.js';
import { getMember } from './member-access.js';
import type { ValueContext } from './context.js';

type Data = null | boolean | number | string | Data[] | { [tag: string]: Data };

/** How deep a stored value may nest (PowerShell's serializer goes 1 deep by default; svc copies whole trees). */
export const VALUE_DATA_MAX_DEPTH = 100;

export type EncodeResult = { ok: true; text: string } | { ok: false; message: string };

class Refusal {
  constructor(readonly message: string) {}
}

/** The value's data form as text, or why it cannot be copied. */
export function encodeValueData(value: unknown, ctx: ValueContext | null = null): EncodeResult {
  try {
    return { ok: true, text: JSON.stringify(new Encoder(ctx).encode(value, 0)) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, message: e.message };
    throw e;
  }
}

class Encoder {
  private readonly open = new Set<object>();
  constructor(private readonly ctx: ValueContext | null) {}

  encode(v: unknown, depth: number): Data {
    if (v === null || v === undefined) return null;
    switch (typeof v) {
      case 'string': case 'boolean': return v;
      case 'number': return Number.isFinite(v) ? v : { $: 'n', t: 'System.Double', v: String(v) };
      default: break;
    }
    if (v instanceof PSNumber) return { $: 'n', t: v.type, v: formatRoundTrip(v) };
    if (v instanceof PSChar) return { $: 'char', v: v.code };
    if (v instanceof PSDateTime) return { $: 'date', ms: v.epochMs, k: v.kind, o: v.offsetMinutes };
    if (v instanceof PSTimeSpan) return { $: 'ts', ms: v.ms };
    if (v instanceof PSGuid) return { $: 'guid', v: v.value };
    if (v instanceof PSEnumValue) return { $: 'enum', t: v.typeName, v: v.value };
    if (v instanceof PSVersionValue) return { $: 'ver', v: v.toString() };
    if (v instanceof Uint8Array) return { $: 'bytes', v: base64Encode(v) };
    if (v instanceof ScriptBlockValue) throw new Refusal('A script block cannot be stored in the cache: it is code, not data. Store its text, or the data it makes.');
    if (typeof v !== 'object') throw new Refusal(`A value of type ${typeNameOf(v)} cannot be stored in the cache.`);
    return this.container(v, depth);
  }

  private container(v: object, depth: number): Data {
    if (depth >= VALUE_DATA_MAX_DEPTH) throw new Refusal(`The value nests more than ${VALUE_DATA_MAX_DEPTH} levels deep, too deep to store in the cache.`);
    if (this.open.has(v)) throw new Refusal('The value contains itself, so it cannot be copied into the cache.');
    this.open.add(v);
    try {
      const inner = (x: unknown) => this.encode(x, depth + 1);
      if (v instanceof PSList) return { $: 'list', t: v.typeName, e: v.elementType, v: v.map(inner) };
      if (v instanceof PSTypedArray) return { $: 'tarr', e: v.elementType, v: v.map(inner) };
      if (Array.isArray(v)) return v.map(inner);
      if (v instanceof PSHashtable) return { $: 'ht', o: v.ordered, c: v.caseSensitive, v: v.entries().map(([k, x]) => [inner(k), inner(x)]) };
      if (v instanceof ApiResponse) throw new Refusal('A New-SvcApiResponse object cannot be stored in the cache: store the data it answers with.');
      if (v instanceof PSObject) return this.object(v, inner);
      throw new Refusal(`A live ${typeNameOf(v)} object cannot be stored in the cache; store data made from it (a hashtable, a [pscustomobject], a string).`);
    } finally {
      this.open.delete(v);
    }
  }

  /** A property bag: its properties' values now (a script property's too, as PowerShell's serializer reads them). */
  private object(v: PSObject, inner: (x: unknown) => Data): Data {
    const props = v.properties().map((p) => [p.name, inner(p.getter === undefined && p.aliasOf === undefined ? p.value : getMember(v, p.name, this.ctx))]);
    return { $: 'obj', t: v.typeNames, v: props };
  }
}

/** Back from the data form: new values, none shared with what was stored. */
export function decodeValueData(text: string): unknown {
  return decode(JSON.parse(text) as Data);
}

function decode(d: Data): unknown {
  if (d === null || typeof d !== 'object') return d;
  if (Array.isArray(d)) return d.map(decode);
  const x = d as Record<string, Data>;
  switch (x.$) {
    case 'n': return convertTo(x.v, String(x.t));
    case 'char': return new PSChar(Number(x.v));
    case 'date': return new PSDateTime(Number(x.ms), x.k as PSDateTime['kind'], Number(x.o));
    case 'ts': return new PSTimeSpan(Number(x.ms));
    case 'guid': return new PSGuid(String(x.v));
    case 'enum': return new PSEnumValue(String(x.t), Number(x.v));
    case 'ver': return convertTo(x.v, 'System.Version');
    case 'bytes': return base64Decode(String(x.v)) ?? new Uint8Array(0);
    case 'list': return PSList.create(String(x.t), x.e === null ? null : String(x.e), (x.v as Data[]).map(decode));
    case 'tarr': return PSTypedArray.create(String(x.e), (x.v as Data[]).map(decode));
    case 'ht': {
      const h = new PSHashtable(Boolean(x.o), Boolean(x.c));
      for (const [k, v] of x.v as [Data, Data][]) h.set(decode(k), decode(v));
      return h;
    }
    case 'obj': return PSObject.from((x.v as [string, Data][]).map(([k, v]) => [k, decode(v)]), (x.t as string[]).slice());
    default: throw new Error(`Unknown tag in stored cache data: ${String(x.$)}`);
  }
}
