import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime, formatTimeSpan } from '../../src/engine/values/index.js';
import { PSDateTime } from '../../src/engine/values/types.js';
import { makeHost } from './helpers.js';

const d = new PSDateTime(Date.UTC(2026, 2, 4, 17, 6, 7, 89), 'Unspecified');

// Standard and custom DateTime format strings (en-US for ToString/-f, invariant for string conversion).
const formats: [string, string][] = [
  ['d', '3/4/2026'],
  ['D', 'Wednesday, March 4, 2026'],
  ['t', '5:06 PM'],
  ['T', '5:06:07 PM'],
  ['g', '3/4/2026 5:06 PM'],
  ['G', '3/4/2026 5:06:07 PM'],
  ['f', 'Wednesday, March 4, 2026 5:06 PM'],
  ['M', 'March 4'],
  ['Y', 'March 2026'],
  ['s', '2026-03-04T17:06:07'],
  ['u', '2026-03-04 17:06:07Z'],
  ['o', '2026-03-04T17:06:07.0890000'],
  ['r', 'Wed, 04 Mar 2026 17:06:07 GMT'],
  ['yyyy-MM-dd', '2026-03-04'],
  ['yy/M/d H:m:s', '26/3/4 17:6:7'],
  ['hh:mm tt', '05:06 PM'],
  ['ddd MMM', 'Wed Mar'],
  ['HH:mm:ss.fff', '17:06:07.089'],
  ['HH:mm:ss.FFF', '17:06:07.089'],
  ["'Day' d 'of' MMMM", 'Day 4 of March'],
  ['yyyyMMdd\\THHmm', '20260304T1706'],
];

describe('DateTime formats', () => {
  it.each(formats)('%s', (f, expected) => {
    expect(formatDateTime(d, f)).toBe(expected);
  });

  it('uses the invariant culture for string conversion', () => {
    expect(formatDateTime(d, 'G', true)).toBe('03/04/2026 17:06:07');
    expect(formatDateTime(d, 'd', true)).toBe('03/04/2026');
  });

  it('shows zones for Local and Utc values', () => {
    const local = new PSDateTime(Date.UTC(2026, 2, 4, 12, 0), 'Local', 300);
    expect(formatDateTime(local, 'yyyy-MM-ddTHH:mm:ssK')).toBe('2026-03-04T07:00:00-05:00');
    expect(formatDateTime(local, 'zz')).toBe('-05');
    expect(formatDateTime(new PSDateTime(0, 'Utc'), 'o')).toBe('1970-01-01T00:00:00.0000000Z');
  });
});

const parses: [string, string | null][] = [
  ['2026-03-04', '2026-03-04T00:00:00'],
  ['2026-3-4', '2026-03-04T00:00:00'],
  ['2026/03/04 17:06', '2026-03-04T17:06:00'],
  ['2026-03-04T17:06:07.5', '2026-03-04T17:06:07.5'],
  ['03/04/2026', '2026-03-04T00:00:00'],
  ['3/4/2026 5:06:07 PM', '2026-03-04T17:06:07'],
  ['March 4, 2026', '2026-03-04T00:00:00'],
  ['4 Mar 2026 10:00', '2026-03-04T10:00:00'],
  ['Wed, 04 Mar 2026 17:06:07 GMT', '2026-03-04T18:06:07+01:00'],
  ['2026-03-04T17:06:07+02:00', '2026-03-04T16:06:07+01:00'],
  ['2026-02-30', null],
  ['13/01/2026', null],
  ['yesterday', null],
];

describe('DateTime parsing', () => {
  it.each(parses)('%s', (text, expected) => {
    const r = parseDateTime(text, makeHost(-60));
    expect(r === null ? null : formatDateTime(r, "yyyy-MM-dd'T'HH:mm:ss.FFFFFFFK").replace(/\.(?=[+-]|$)/, '')).toBe(expected);
  });
});

describe('TimeSpan formats', () => {
  it.each([
    [0, null, '00:00:00'],
    [1500, null, '00:00:01.5000000'],
    [-3600000, null, '-01:00:00'],
    [90061001, null, '1.01:01:01.0010000'],
    [3723000, 'hh\\:mm', '01:02'],
    [3723000, 'c', '01:02:03'],
    [93784000, "d'd 'h'h'", '1d 2h'],
  ] as [number, string | null, string][])('%d ms as %s', (ms, f, expected) => {
    expect(formatTimeSpan(ms, f)).toBe(expected);
  });
});
