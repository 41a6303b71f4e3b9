/**
 * The life of a booking, one table for the API and the screens. The status is a column; an
 * action moves it only from the states listed for it (a compare-and-set update on the row, so a
 * second worker finds it already moved), and anything else is refused naming the state.
 *
 *   pending ──hold booked──▶ held ──paid──▶ ticketing ──issued──▶ ticketed ──void──▶ voided
 *      │                      │  └─paid, staff approve─▶ awaiting_approval ─approved─▶ ticketing
 *      │                      ├──released──▶ cancelled         ticketed ──cancelled with refund──▶ cancelled
 *      │                      └──deadline──▶ expired           ticketed ──void requested──▶ void_requested
 *      ├──refused──▶ failed                                   ticketing ──issue failed (refunded)──▶ held
 *      └──no answer──▶ outcome_unknown ──evidence──▶ held | ticketed | failed | cancelled | voided
 *   held | awaiting_approval | ticketed | void_requested ──airline changed, refund taken──▶ cancelled
 */

export const BOOKING_STATUSES = [
  'pending',
  'outcome_unknown',
  'held',
  'awaiting_approval',
  'ticketing',
  'ticketed',
  'void_requested',
  'voided',
  'cancelled',
  'expired',
  'failed',
  // A product the agency sells itself (a visa, a package seat, a policy): waiting for the card, then sold.
  'awaiting_payment',
  'confirmed',
] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** States a booking never leaves (but through an admin's correction). */
export const FINAL_BOOKING_STATUSES: readonly TBookingStatus[] = ['voided', 'cancelled', 'expired', 'failed'];

/** States in which the booking holds or may hold seats: what the duplicate guard and deadline jobs look at. */
export const LIVE_BOOKING_STATUSES: readonly TBookingStatus[] = [
  'pending',
  'outcome_unknown',
  'held',
  'awaiting_approval',
  'ticketing',
  'ticketed',
  'void_requested',
];

export const BOOKING_EVENTS = {
  /** The supplier answered a hold. */
  hold_booked: { from: ['pending', 'outcome_unknown'], to: 'held' },
  /** The supplier answered with tickets (an instant booking, an issue, or found so by a check). */
  ticketed: { from: ['pending', 'outcome_unknown', 'ticketing'], to: 'ticketed' },
  /** The supplier refused, for certain: nothing was booked. */
  refused: { from: ['pending', 'outcome_unknown'], to: 'failed' },
  /** A call's answer never came: the booking waits for a check with the supplier. */
  answer_lost: { from: ['pending', 'ticketing'], to: 'outcome_unknown' },
  /** The wallet paid; the tickets are being issued. */
  paid: { from: ['held'], to: 'ticketing' },
  /** The wallet paid; staff issue after approving (agencies set to staff approval). */
  paid_for_approval: { from: ['held'], to: 'awaiting_approval' },
  /** Staff approved a paid booking for issue. */
  approved: { from: ['awaiting_approval'], to: 'ticketing' },
  /** The supplier refused to issue: the payment is given back and the hold stands. */
  issue_failed: { from: ['ticketing'], to: 'held' },
  /** The hold was let go at no cost (by a person, or found so at the supplier). */
  released: { from: ['held', 'awaiting_approval', 'ticketing', 'outcome_unknown'], to: 'cancelled' },
  /** The agency's deadline passed unpaid: the hold was cancelled with the supplier. */
  expired: { from: ['held'], to: 'expired' },
  void_requested: { from: ['ticketed'], to: 'void_requested' },
  void_declined: { from: ['void_requested'], to: 'ticketed' },
  voided: { from: ['ticketed', 'void_requested', 'outcome_unknown'], to: 'voided' },
  /** A ticketed booking cancelled at the supplier's quote, refunded less the fees. */
  cancelled: { from: ['ticketed', 'void_requested'], to: 'cancelled' },
  /** The airline changed or cancelled the flights and the agency took the refund: everything paid comes back, no fee. */
  airline_change_refunded: { from: ['held', 'awaiting_approval', 'ticketed', 'void_requested'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TBookingStatus[]; to: TBookingStatus }>;
export type TBookingEvent = keyof typeof BOOKING_EVENTS;

/** Where `event` takes a booking in `status`, or null when the state does not allow it. */
export function nextBookingStatus(status: TBookingStatus, event: TBookingEvent): TBookingStatus | null {
  const rule = BOOKING_EVENTS[event];
  return (rule.from as readonly TBookingStatus[]).includes(status) ? rule.to : null;
}

/** What a person may ask of a booking in a state (the screens show these buttons, the API checks the same). */
export const BOOKING_ACTIONS = {
  confirm: ['held'],
  cancel: ['held', 'awaiting_approval', 'ticketed'],
  request_void: ['ticketed'],
  void: ['ticketed', 'void_requested'],
  approve: ['awaiting_approval', 'held'],
  decline_void: ['void_requested'],
} as const satisfies Record<string, readonly TBookingStatus[]>;
export type TBookingAction = keyof typeof BOOKING_ACTIONS;

export const bookingActionAllowed = (action: TBookingAction, status: TBookingStatus): boolean =>
  (BOOKING_ACTIONS[action] as readonly TBookingStatus[]).includes(status);

/**
 * A product the agency sells itself has no supplier to ask: its booking is sold when it is paid
 * (an agent's wallet pays as it is made; a visitor's card within the payment window), lapses when
 * the window closes unpaid, and staff may cancel it, which gives the money back.
 */
export const PRODUCT_BOOKING_EVENTS = {
  paid: { from: ['awaiting_payment'], to: 'confirmed' },
  expired: { from: ['awaiting_payment'], to: 'expired' },
  cancelled: { from: ['awaiting_payment', 'confirmed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TBookingStatus[]; to: TBookingStatus }>;
export type TProductBookingEvent = keyof typeof PRODUCT_BOOKING_EVENTS;

export function nextProductBookingStatus(status: TBookingStatus, event: TProductBookingEvent): TBookingStatus | null {
  const rule = PRODUCT_BOOKING_EVENTS[event];
  return (rule.from as readonly TBookingStatus[]).includes(status) ? rule.to : null;
}
