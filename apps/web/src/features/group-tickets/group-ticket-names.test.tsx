import type { TGroupTicketName } from '@safar/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { groupTicketFixture } from './group-ticket-fixture';
import { GroupTicketFormScreen } from './group-ticket-form-screen';

beforeAll(() => setupI18n(['group-tickets']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const ticket = groupTicketFixture();
const BOOKING = '01900000-0000-7000-8000-0000000000b1';
const name = (over: Partial<TGroupTicketName>): TGroupTicketName => ({
  booking_reference: 'BKG-100004',
  booking_id: BOOKING,
  ref: 'p1',
  name: 'RAZA/ALI MR',
  type: 'adult',
  status: 'held',
  ...over,
});
const NAMES = [
  name({}),
  name({ ref: 'p2', name: 'RAZA/SANA MISS', type: 'child' }),
  name({ booking_reference: 'BKG-100007', booking_id: null, name: 'SHAH/OMAR MR', type: null, status: 'cancelled' }),
];

/** The block's screen, its GET answering the block and its name list answering `names`. */
function open(names: () => ReturnType<typeof ok>) {
  const calls = stubApi((call) => (call.url.pathname.endsWith('/names') ? names() : ok({ group_ticket: ticket })));
  renderScreen(<GroupTicketFormScreen />, {
    path: '/admin/update/group-ticket',
    route: `/admin/update/group-ticket?id=${ticket.id}`,
    user: buildUser({ role: 'admin' }),
  });
  return calls;
}

describe("a block's name list on its staff screen", () => {
  it('lists each passenger sold with its type, booking (opening on the desk) and status, the ended ones counted apart', async () => {
    const calls = open(() => ok({ reference: ticket.reference, names: NAMES }));
    const table = await screen.findByRole('table', { name: 'Name list of GT-100001' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['RAZA/ALI MR', 'Adult', 'BKG-100004', 'Held'],
      ['RAZA/SANA MISS', 'Child', 'BKG-100004', 'Held'],
      ['SHAH/OMAR MR', '—', 'BKG-100007', 'Cancelled'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'BKG-100004' }).getAttribute('href')).toBe(`/admin/booking-details?id=${BOOKING}`);
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 names on the list (1 cancelled or voided).')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/group-tickets/${ticket.id}/names`)).toBe(true);
  });

  it('says when nothing is sold, and shows the message when the list is refused', async () => {
    open(() => ok({ reference: ticket.reference, names: [] }));
    expect(await screen.findByText('No seat of this block is sold yet.', undefined, { timeout: 5000 })).toBeTruthy();
    cleanup();
    open(() => failure(403, 'forbidden', 'You do not have permission to do this.'));
    const card = (await screen.findByRole('heading', { name: 'Name list' }, { timeout: 5000 })).closest('section')!;
    expect(await within(card).findByText('You do not have permission to do this.')).toBeTruthy();
    // The block's form is still there to edit.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    open(() => ok({ reference: ticket.reference, names: NAMES }));
    const table = await screen.findByRole('table', { name: 'قائمة أسماء GT-100001' }, { timeout: 5000 });
    expect(within(table).getByText('ملغى')).toBeTruthy();
    expect(within(table).getAllByText('محجوز مؤقتًا')).toHaveLength(2);
  });
});
