import { describe, expect, it } from 'vitest';
import { groupTicketProblems, ZCreateGroupTicket, ZGroupTicketListQuery, ZUpdateGroupTicket, zFlightNumber } from './group-tickets';
import { fare, groupTicketBody as body, leg } from './group-tickets.test-fixtures';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('flight numbers', () => {
  it('stores the carrier and the number with one space', () => {
    expect(zFlightNumber.parse('sv701')).toBe('SV 701');
    expect(zFlightNumber.parse(' PK 8303 ')).toBe('PK 8303');
    expect(zFlightNumber.parse('9W 12A')).toBe('9W 12A');
    for (const bad of ['701', 'SV', 'SV 12345', '12 345', 'S-V 701']) expect(zFlightNumber.safeParse(bad).success, bad).toBe(false);
  });
});

describe('group ticket schemas', () => {
  it('normalises a create body: codes upper-cased, blanks to null, defaults', () => {
    const parsed = ZCreateGroupTicket.parse(body({ title: '  ', change_penalty_note: '' }));
    expect(parsed).toMatchObject({
      airline_code: 'SV',
      currency: 'PKR',
      title: null,
      change_penalty_note: null,
      refund_penalty_note: null,
      refundable: false,
      status: 'active',
    });
    expect(parsed.outbound_legs[0]).toEqual({ ...leg(), aircraft: null, origin_terminal: null, destination_terminal: null });
  });

  it('refuses selling below net per passenger type', () => {
    const fares = { adult: fare(100, 99), child: fare(50, 50), infant: fare(10, 9) };
    expect(issues(ZCreateGroupTicket.safeParse(body({ fares })))).toEqual([
      ['fares.adult.selling_minor', 'validation.selling_below_net'],
      ['fares.infant.selling_minor', 'validation.selling_below_net'],
    ]);
    // An adult fare is never free; a child or infant fare may be.
    expect(issues(ZCreateGroupTicket.safeParse(body({ fares: { adult: fare(0, 0), child: fare(0, 0), infant: fare(0, 0) } })))).toEqual([
      ['fares.adult.selling_minor', 'validation.amount_positive'],
    ]);
  });

  it('checks each leg, and that the flights of a direction connect', () => {
    expect(issues(ZCreateGroupTicket.safeParse(body({ outbound_legs: [leg({ destination: 'KHI' })] })))).toEqual([
      ['outbound_legs.0.destination', 'validation.same_airports'],
    ]);
    expect(
      issues(ZCreateGroupTicket.safeParse(body({ outbound_legs: [leg({ departure_local: '2026-02-30T04:30', aircraft: '7' })] }))),
    ).toEqual([
      ['outbound_legs.0.departure_local', 'validation.local_date_time'],
      ['outbound_legs.0.aircraft', 'validation.aircraft_code'],
    ]);
    const connecting = [
      leg({ destination: 'DXB' }),
      leg({ origin: 'MED', departure_local: '2026-12-12T09:00', arrival_local: '2026-12-12T11:00' }),
    ];
    expect(issues(ZCreateGroupTicket.safeParse(body({ outbound_legs: connecting })))).toEqual([
      ['outbound_legs.1.origin', 'validation.leg_not_connected'],
    ]);
    expect(issues(ZCreateGroupTicket.safeParse(body({ outbound_legs: [] })))).toEqual([['outbound_legs', 'validation.legs_required']]);
    expect(issues(ZCreateGroupTicket.safeParse(body({ outbound_legs: Array.from({ length: 5 }, () => leg()) })))[0]).toEqual([
      'outbound_legs',
      'validation.legs_too_many',
    ]);
  });

  it('asks a return for its return flights and a one-way for none', () => {
    expect(issues(ZCreateGroupTicket.safeParse(body({ return_legs: [] })))).toEqual([['return_legs', 'validation.return_legs_required']]);
    expect(issues(ZCreateGroupTicket.safeParse(body({ trip_type: 'one_way' })))).toEqual([
      ['return_legs', 'validation.return_legs_one_way'],
    ]);
    expect(ZCreateGroupTicket.safeParse(body({ trip_type: 'one_way', return_legs: undefined })).success).toBe(true);
  });

  it('checks baggage: a weight needs a piece, checked pieces need their weight', () => {
    const bag = (b: Record<string, unknown>) =>
      issues(ZCreateGroupTicket.safeParse(body({ baggage: { carry_on_pieces: 1, checked_pieces: 0, ...b } })));
    expect(bag({})).toEqual([]);
    expect(bag({ carry_on_pieces: 0, carry_on_kg: 7 })).toEqual([['baggage.carry_on_pieces', 'validation.baggage_kg_without_pieces']]);
    expect(bag({ checked_pieces: 2 })).toEqual([['baggage.checked_kg', 'validation.required']]);
    expect(bag({ checked_kg: 23 })).toEqual([['baggage.checked_pieces', 'validation.baggage_kg_without_pieces']]);
    expect(bag({ checked_pieces: 6, checked_kg: 23 })).toEqual([['baggage.checked_pieces', 'validation.baggage_pieces']]);
  });

  it('takes seats from 1 to 999 and a cut-off with its offset', () => {
    expect(issues(ZCreateGroupTicket.safeParse(body({ seats_total: 0 })))).toEqual([['seats_total', 'validation.seats']]);
    expect(issues(ZCreateGroupTicket.safeParse(body({ seats_total: 1000 })))).toEqual([['seats_total', 'validation.seats']]);
    expect(issues(ZCreateGroupTicket.safeParse(body({ booking_cutoff_at: '2026-12-10 18:00' })))).toEqual([
      ['booking_cutoff_at', 'validation.invalid'],
    ]);
  });

  it('lets an update name one field, checks the rules among those it names, and refuses an empty one', () => {
    expect(ZUpdateGroupTicket.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(ZUpdateGroupTicket.safeParse({}).success).toBe(false);
    expect(issues(ZUpdateGroupTicket.safeParse({ fares: { adult: fare(2, 1), child: fare(0, 0), infant: fare(0, 0) } }))).toEqual([
      ['fares.adult.selling_minor', 'validation.selling_below_net'],
    ]);
    expect(groupTicketProblems({ trip_type: 'return' })).toEqual([]);
  });

  it('reads list filters and refuses a reversed range', () => {
    expect(ZGroupTicketListQuery.parse({ origin: 'khi', airline: 'sv', has_seats: '1' })).toMatchObject({
      origin: 'KHI',
      airline: 'SV',
      has_seats: '1',
    });
    expect(ZGroupTicketListQuery.safeParse({ from: '2026-12-10', to: '2026-12-01' }).success).toBe(false);
  });
});
