// `-is` (about_Type_Operators): accepts a type name as written or a type object; an unknown name is TypeNotFound.
import { isInstanceOfResolved, resolveTypeName } from './type-table.js';
import { PSTypeValue } from './types.js';
import { typeNotFound } from './value-errors.js';

export function isInstanceOf(v: unknown, type: string | PSTypeValue): boolean {
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type);
  if (full === null) throw typeNotFound(String(type));
  return isInstanceOfResolved(v, full);
}
