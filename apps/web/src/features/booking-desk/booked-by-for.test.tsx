import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BookingFacts as AgentBookingFacts } from '@/features/agent-bookings/booking-facts';
import { buildBookingDetails } from '@/features/agent-bookings/bookings.fixtures';
import { renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ADMIN, buildDetails } from './booking-desk.fixtures';
import { BookingFacts } from './booking-facts';
import { DESK_AREAS } from './desk-area';

// A staff booking made for one of the agency's agents names both, on the desk and in the agent's portal.

beforeAll(() => setupI18n(['desk', 'agent_bookings', 'bookings']));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const STAFF = { id: '01900000-0000-7000-8000-0000000000a3', name: 'Rashid Reservation' };
const AGENT = { id: '01900000-0000-7000-8000-0000000000e1', name: 'Ali Agent' };
const bookedBy = () => screen.getByText(/^(Booked by|حجزه|حجز بواسطة)$/).nextElementSibling!.textContent;

describe('"Booked by <staff> for <agent>"', () => {
  it('on the desk', () => {
    renderScreen(
      <BookingFacts
        booking={buildDetails({ channel: 'staff', created_by: STAFF, on_behalf_of: AGENT })}
        area={DESK_AREAS.admin}
        canOpenLedger
      />,
      { path: '/admin/booking-details', route: '/admin/booking-details', user: ADMIN },
    );
    expect(bookedBy()).toBe('Rashid Reservation for Ali Agent');
    expect(screen.queryByText('On behalf of')).toBeNull();
  });

  it("in the agent's portal, and the booker alone when no agent was named", () => {
    const at = { path: '/agent/agent-booking-details', route: '/agent/agent-booking-details', user: null };
    renderScreen(<AgentBookingFacts booking={buildBookingDetails({ created_by: STAFF, on_behalf_of: AGENT })} />, at);
    expect(bookedBy()).toBe('Rashid Reservation for Ali Agent');
    cleanup();
    renderScreen(<AgentBookingFacts booking={buildBookingDetails({ created_by: STAFF })} />, at);
    expect(bookedBy()).toBe('Rashid Reservation');
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    renderScreen(<AgentBookingFacts booking={buildBookingDetails({ created_by: STAFF, on_behalf_of: AGENT })} />, {
      path: '/agent/agent-booking-details',
      route: '/agent/agent-booking-details',
      user: null,
    });
    expect(bookedBy()).toBe('Rashid Reservation نيابةً عن Ali Agent');
  });
});
