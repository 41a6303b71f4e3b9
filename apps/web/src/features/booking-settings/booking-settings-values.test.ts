import { describe, expect, it } from 'vitest';
import { buildSettingsBody, reminderRowOf, valuesFromSettings, type TSettingsValues } from './booking-settings-values';

/** Echoes the key, so the test reads which message each field got. */
const t = (key: string) => key;
const values = (patch: Partial<TSettingsValues> = {}): TSettingsValues => ({
  voidFee: '0',
  cancelFee: '0',
  bufferHours: '2',
  bufferMinutes: '0',
  reminders: [],
  ...patch,
});

describe('booking settings values', () => {
  it('reads minutes as hours when whole, and amounts with the currency’s decimals', () => {
    expect([60, 1440, 90, 0].map((m) => [reminderRowOf(m).value, reminderRowOf(m).unit])).toEqual([
      ['1', 'hours'],
      ['24', 'hours'],
      ['90', 'minutes'],
      ['0', 'minutes'],
    ]);
    const read = valuesFromSettings({
      currency: 'KWD',
      void_fee_minor: 1250,
      cancel_fee_minor: 5,
      deadline_buffer_minutes: 45,
      reminder_minutes: [],
    });
    expect([read.voidFee, read.cancelFee, read.bufferHours, read.bufferMinutes]).toEqual(['1.250', '0.005', '0', '45']);
  });

  it('builds the body in minor units and minutes; an empty hours or minutes input counts as 0', () => {
    const built = buildSettingsBody(
      values({
        voidFee: '1.250',
        bufferHours: '',
        bufferMinutes: '٤٥',
        reminders: [
          { id: 1, value: '168', unit: 'hours' },
          { id: 2, value: '0', unit: 'minutes' },
        ],
      }),
      'KWD',
      t,
    );
    expect(built).toEqual({
      ok: true,
      body: { void_fee_minor: 1250, cancel_fee_minor: 0, deadline_buffer_minutes: 45, reminder_minutes: [10080, 0] },
    });
  });

  it('names each field’s problem by the API’s field name', () => {
    const built = buildSettingsBody(
      values({
        voidFee: '',
        cancelFee: 'abc',
        bufferHours: '',
        bufferMinutes: '',
        reminders: [
          { id: 1, value: '10081', unit: 'minutes' },
          { id: 2, value: '99999999999', unit: 'hours' },
          { id: 3, value: '-1', unit: 'hours' },
        ],
      }),
      'PKR',
      t,
    );
    expect(built).toEqual({
      ok: false,
      errors: {
        void_fee_minor: 'validation:required',
        cancel_fee_minor: 'validation:amount_number',
        deadline_buffer_minutes: 'validation:required',
        'reminder_minutes.0': 'booking_settings:errors.at_most_week',
        'reminder_minutes.1': 'booking_settings:errors.at_most_week',
        'reminder_minutes.2': 'booking_settings:errors.whole_number',
      },
    });
  });
});
