import { fireEvent, screen, within } from '@testing-library/react';

/** Test-only steps of the product booking pages' tests: a traveller and the contact, typed in as a person would. */

export interface TTypedTraveller {
  title: string;
  gender: string;
  given: string;
  family: string;
  born: string;
  expires?: string;
}

const fill = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

async function pickCountry(scope: HTMLElement, label: RegExp) {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'pak' } });
  fireEvent.mouseDown(await within(scope).findByRole('option', { name: '🇵🇰 Pakistan' }));
}

/** One whole traveller with a Pakistani passport (names in small letters: the form sends capitals). */
export async function fillTraveller(name: string, p: TTypedTraveller) {
  const scope = screen.getByRole('group', { name });
  fireEvent.change(within(scope).getByRole('combobox', { name: /^Title/ }), { target: { value: p.title } });
  fireEvent.change(within(scope).getByRole('combobox', { name: /^Gender/ }), { target: { value: p.gender } });
  fill(scope, /^Given names/, p.given);
  fill(scope, /^Family name/, p.family);
  fill(scope, /^Date of birth/, p.born);
  await pickCountry(scope, /^Nationality/);
  fill(scope, /^Passport number/, 'ab1234567');
  await pickCountry(scope, /^Issuing country/);
  fill(scope, /^Passport expiry date/, p.expires ?? '2034-06-30');
}

export function fillContact() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Ali@Example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+92 300 1234567' } });
}

export const ADULT: TTypedTraveller = { title: 'mr', gender: 'm', given: 'ali raza', family: 'khan', born: '1988-04-12' };
export const CHILD: TTypedTraveller = { title: 'mstr', gender: 'm', given: 'hamza', family: 'khan', born: '2019-05-20' };

/** A day `n` days from now on this machine, YYYY-MM-DD. */
export const dayFromNow = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
