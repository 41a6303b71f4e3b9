import { BOOKING_STATUSES, type TBookingStatus } from '@safar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingStatusSettings } from './booking-settings-queries';
import { isHexColour, readableTextOn } from './status-colours';

export interface TBookingStatusStyle {
  /** Admin's label in the reader's language; the translations' until the settings have loaded (or if they fail). */
  label: string;
  /** Admin's colour (#RRGGBB), or null until loaded: a badge then keeps its own tone. */
  colour: string | null;
  /** White or near-black, whichever reads better on `colour`; null with it. */
  textColour: string | null;
}

/**
 * Each booking status's label and colour as admin set them (GET /get-booking-status-settings),
 * for the screens that show status badges. It never leaves a badge blank: until the settings
 * arrive, and if they cannot be read, the label is the translation the badges use today. It
 * reads the `bookings` translations, which every screen showing a booking status loads.
 */
export function useBookingStatusStyles(): Record<TBookingStatus, TBookingStatusStyle> {
  const { t, i18n } = useTranslation('bookings');
  const { data } = useBookingStatusSettings();
  const arabic = i18n.language === 'ar';
  return useMemo(() => {
    const saved = new Map((data ?? []).map((s) => [s.status, s]));
    const entries = BOOKING_STATUSES.map((status): [TBookingStatus, TBookingStatusStyle] => {
      const setting = saved.get(status);
      const label = (arabic ? setting?.label_ar : setting?.label_en) || t(`bookings:status_${status}`);
      const colour = setting && isHexColour(setting.colour) ? setting.colour : null;
      return [status, { label, colour, textColour: colour ? readableTextOn(colour) : null }];
    });
    return Object.fromEntries(entries) as Record<TBookingStatus, TBookingStatusStyle>;
  }, [data, arabic, t]);
}
