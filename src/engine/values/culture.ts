// Cultures (System.Globalization.CultureInfo, Get-Culture, $PSCulture): svc fixes the current culture to en-US
// (docs/values.md: `-f`, `.ToString()` and Get-Date -Format format as en-US), so Get-Culture, Get-UICulture and
// [cultureinfo]::CurrentCulture all tell that one; [cultureinfo]::InvariantCulture is the invariant one. A culture is
// an object of LCID, Name and DisplayName (the columns PowerShell's format data shows), with its other properties and
// its TextInfo (ToTitleCase, ToUpper, ToLower) from the table below.
import { tableAdder, type MemberTable } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { PSObject } from './types.js';
import { arity, strArg } from './member-helpers.js';

const CULTURE = 'System.Globalization.CultureInfo';
const TEXT_INFO = 'System.Globalization.TextInfo';

interface CultureData {
  name: string; lcid: number; displayName: string; nativeName: string; twoLetter: string; threeLetter: string;
}

const EN_US: CultureData = { name: 'en-US', lcid: 1033, displayName: 'English (United States)', nativeName: 'English (United States)', twoLetter: 'en', threeLetter: 'eng' };
const INVARIANT: CultureData = { name: '', lcid: 127, displayName: 'Invariant Language (Invariant Country)', nativeName: 'Invariant Language (Invariant Country)', twoLetter: 'iv', threeLetter: 'ivl' };

/** The name of svc's current culture (and UI culture): $PSCulture, $PSUICulture. */
export const CURRENT_CULTURE_NAME = EN_US.name;

const data = new WeakMap<PSObject, CultureData>();

function cultureObject(c: CultureData): PSObject {
  const o = PSObject.from([['LCID', c.lcid], ['Name', c.name], ['DisplayName', c.displayName]], [CULTURE, 'System.Object']);
  data.set(o, c);
  return o;
}

/** Get-Culture, Get-UICulture, [cultureinfo]::CurrentCulture: en-US. A new object each time, as scripts may add members. */
export function currentCulture(): PSObject {
  return cultureObject(EN_US);
}

function textInfo(c: CultureData): PSObject {
  return PSObject.from([['CultureName', c.name], ['ListSeparator', ','], ['IsRightToLeft', false]], [TEXT_INFO, 'System.Object']);
}

/**
 * TextInfo.ToTitleCase: each word's first letter upper case and the rest lower case, except a word written all in
 * capitals, which .NET keeps as an acronym ("hello WORLD" -> "Hello WORLD").
 */
export function toTitleCase(text: string): string {
  return text.replace(/\p{L}[\p{L}\p{M}\p{Nd}']*/gu, (word) => (word === word.toUpperCase() && /\p{Lu}/u.test(word)
    ? word
    : word[0]!.toUpperCase() + word.slice(1).toLowerCase()));
}

/** This module's member tables and static members (installed by installMemberTables, member-tables.ts). */
export const cultureMembers: MemberTable[] = [];
export const cultureStatics: StaticMembers[] = [];
const add = tableAdder(cultureMembers);
const of = (o: PSObject): CultureData => data.get(o) ?? EN_US;

add((v: unknown) => v instanceof PSObject && v.typeNames[0] === CULTURE, {
  properties: {
    EnglishName: (o: PSObject) => of(o).displayName,
    NativeName: (o: PSObject) => of(o).nativeName,
    TwoLetterISOLanguageName: (o: PSObject) => of(o).twoLetter,
    ThreeLetterISOLanguageName: (o: PSObject) => of(o).threeLetter,
    IetfLanguageTag: (o: PSObject) => of(o).name,
    IsNeutralCulture: () => false,
    TextInfo: (o: PSObject) => textInfo(of(o)),
  },
  methods: { ToString: (o: PSObject) => of(o).name },
  toString: (o: PSObject) => of(o).name,
});

const text = (name: string, args: unknown[]): string => {
  arity(name, args, 1);
  return args[0] === null || args[0] === undefined ? '' : strArg(args, 0);
};

add((v: unknown) => v instanceof PSObject && v.typeNames[0] === TEXT_INFO, {
  methods: {
    ToTitleCase: (_o: PSObject, args) => toTitleCase(text('ToTitleCase', args)),
    ToUpper: (_o: PSObject, args) => text('ToUpper', args).toUpperCase(),
    ToLower: (_o: PSObject, args) => text('ToLower', args).toLowerCase(),
    ToString: (o: PSObject) => `TextInfo - ${String(o.getProperty('CultureName')?.value ?? '')}`,
  },
});

staticAdder(cultureStatics)(CULTURE, {
  properties: {
    CurrentCulture: () => currentCulture(),
    CurrentUICulture: () => currentCulture(),
    InvariantCulture: () => cultureObject(INVARIANT),
  },
});
