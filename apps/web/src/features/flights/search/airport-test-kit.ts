import { fireEvent, screen } from '@testing-library/react';
import { airport } from '@/features/air/air.fixtures';
import { listOf, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';

/** Airports the pickers of the search form find in tests, by exact code. */
export const TEST_AIRPORTS = ['KHI', 'DXB', 'JED', 'LHE', 'ISB'].map((code, i) =>
  airport({ id: `0190a0a0-0000-7000-8000-00000000020${i}`, iata_code: code, name: `${code} Airport`, city: `${code} City` }),
);

/** The answer to an airport search, or null when the call is something else. */
export function airportAnswer(call: TApiCall): TApiAnswer | null {
  if (call.url.pathname !== '/api/airports') return null;
  const code = (call.url.searchParams.get('search') ?? '').toUpperCase();
  return listOf(TEST_AIRPORTS.filter((a) => a.iata_code === code));
}

/** Types a code into an airport picker and picks the airport it finds. */
export async function pickAirport(label: RegExp, code: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: code } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: new RegExp(`^${code.toUpperCase()} —`) }));
}
