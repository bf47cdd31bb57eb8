import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';
import { createSession } from '../../src/engine/index.js';
import { createTestHost } from '../engine/helpers.js';

describe('Get-Date', () => {
  it('returns the current date from the host clock', () => {
    const [year] = out('(Get-Date).Year');
    expect(year).toBe(new Date().getFullYear());
  });
  it('formats with -Format and -UFormat', () => {
    expect(out("Get-Date -Date '2024-03-05T07:08:09' -Format 'yyyy-MM-dd HH:mm:ss'")).toEqual(['2024-03-05 07:08:09']);
    expect(out("Get-Date -Date '2024-03-05T07:08:09' -UFormat '%Y/%m/%d %H-%M %A'")).toEqual(['2024/03/05 07-08 Tuesday']);
  });
  it('replaces parts', () => {
    expect(out("(Get-Date -Year 2000 -Month 1 -Day 1).DayOfWeek.ToString()")).toEqual(['Saturday']);
  });
  it('converts to UTC', () => {
    expect(out('(Get-Date -AsUTC).Kind.ToString()')).toEqual(['Utc']);
  });
  it('takes a date from the pipeline', () => {
    expect(out("'2021-12-31' | Get-Date -Format yyyy")).toEqual(['2021']);
  });
});

describe('Get-Date -Date in the host time zone', () => {
  it('binds a date-time string with an offset as the local time of the host', () => {
    const values: unknown[] = [];
    // A host two hours east of UTC (getTimezoneOffset's sign: minutes to add to local time to get UTC).
    const host = { ...createTestHost(), timezoneOffset: () => -120 };
    const session = createSession({ host, sink: (e) => { if (e.stream === 'output') values.push(e.value); } });
    session.run("$d = Get-Date -Date '2024-01-01T10:00:00+00:00'; $d.Hour; $d.Kind.ToString()");
    expect(values.map(String)).toEqual(['12', 'Local']);
  });
});
