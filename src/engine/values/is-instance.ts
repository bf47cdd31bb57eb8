// `-is` (about_Type_Operators): accepts a type name as written or a type object; an unknown name is TypeNotFound.
import { isInstanceOfResolved, resolveTypeName } from './type-table.js';
import { PSTypeValue } from './types.js';
import { typeNotFound } from './value-errors.js';
import type { TypeRegistry } from './user-types.js';

export function isInstanceOf(v: unknown, type: string | PSTypeValue, types?: TypeRegistry | null): boolean {
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type, types);
  if (full === null) throw typeNotFound(String(type));
  return isInstanceOfResolved(v, full);
}
