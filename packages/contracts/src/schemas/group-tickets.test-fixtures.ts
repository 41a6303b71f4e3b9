/** A valid group-ticket body (Saudia KHI ⇄ JED, 40 seats) for the schema tests; `over` replaces top-level fields. */
export const leg = (over: Record<string, unknown> = {}) => ({
  flight_number: 'SV 701',
  origin: 'KHI',
  destination: 'JED',
  departure_local: '2026-12-12T04:30',
  arrival_local: '2026-12-12T07:05',
  ...over,
});
export const fare = (net: number, selling: number) => ({ net_minor: net, selling_minor: selling });
export const groupTicketBody = (over: Record<string, unknown> = {}) => ({
  airline_code: 'sv',
  trip_type: 'return',
  outbound_legs: [leg()],
  return_legs: [
    leg({
      flight_number: 'SV 700',
      origin: 'JED',
      destination: 'KHI',
      departure_local: '2026-12-19T08:30',
      arrival_local: '2026-12-19T15:20',
    }),
  ],
  cabin_class: 'economy',
  baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 2, checked_kg: 23 },
  seats_total: 40,
  currency: 'pkr',
  fares: { adult: fare(17_500_000, 18_950_000), child: fare(15_000_000, 16_200_000), infant: fare(3_000_000, 3_500_000) },
  booking_cutoff_at: '2026-12-10T18:00:00+05:00',
  ...over,
});
