import type { TFlightRow } from '@safar/contracts';
import { describe, expect, it } from 'vitest';
import { stringifyWithRows, writeRowJson } from './row-json';

const row = (id: string, name: string) => ({ flight_id: id, airline: { code: 'PK', name } }) as unknown as TFlightRow;

describe('an answer written with its rows written earlier', () => {
  it('is exactly the JSON of the whole answer, whether a row was written before or not', () => {
    const early = row('a-0', 'Fly $& "quoted" \u0000 يا');
    const late = row('a-1', 'Late $1');
    writeRowJson(early);
    const answer = {
      success: true,
      data: { search_id: 's', flights: [late, early], available_airlines: [], previous_search: { origin: 'KHI' }, flights_note: '$&' },
      message: { status: 'success', description: 'OK', details: null, key: 'messages.ok' },
    };
    const text = stringifyWithRows(answer);
    expect(JSON.parse(text)).toEqual(answer);
    expect(text.length).toBe(JSON.stringify(answer).length);
  });

  it('uses the JSON written when the row was presented', () => {
    const presented = row('b-0', 'As presented');
    writeRowJson(presented);
    // A row is never changed once presented; this shows the earlier JSON is the one sent.
    (presented.airline as { name: string }).name = 'Changed later';
    expect(JSON.parse(stringifyWithRows({ data: { flights: [presented] } })).data.flights[0].airline.name).toBe('As presented');
  });

  it('writes answers without rows (errors) as they are', () => {
    const error = { success: false, data: null, message: { description: 'Invalid' }, errors: { origin: ['required'] } };
    expect(stringifyWithRows(error)).toBe(JSON.stringify(error));
    expect(stringifyWithRows({ data: { flights: 'none' } })).toBe('{"data":{"flights":"none"}}');
  });
});
