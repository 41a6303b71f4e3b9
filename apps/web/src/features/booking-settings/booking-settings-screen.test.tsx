import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { buildStatuses, SETTINGS } from './booking-settings.fixtures';
import { BookingSettingsScreen } from './booking-settings-screen';

beforeAll(() => setupI18n(['booking_settings', 'bookings']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const puts = (calls: TApiCall[], path: string) => calls.filter((c) => c.method === 'PUT' && c.url.pathname === `/api${path}`);
const input = (label: RegExp | string, scope: HTMLElement = document.body) => within(scope).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string, scope?: HTMLElement) => fireEvent.change(input(label, scope), { target: { value } });
const saveRules = () => fireEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));

/** The API: GETs answer the fixtures; PUTs answer `onPut` (by default the body echoed back as saved). */
function stubSettingsApi(onPut?: (call: TApiCall) => TApiAnswer | undefined) {
  return stubApi((call) => {
    if (call.method === 'PUT') {
      const custom = onPut?.(call);
      if (custom) return custom;
      if (call.url.pathname === '/api/booking-settings')
        return ok({ settings: { currency: 'PKR', ...(call.body as object) } }, 'Booking settings saved.');
      const body = call.body as { status: string };
      return ok({ statuses: buildStatuses({ [body.status]: call.body as object }) }, 'Status settings saved.');
    }
    if (call.url.pathname === '/api/booking-settings') return ok({ settings: SETTINGS });
    return ok({ statuses: buildStatuses() });
  });
}

const open = () =>
  renderScreen(<BookingSettingsScreen />, { path: '/admin/booking-settings', route: '/admin/booking-settings', user: admin });

describe('booking settings: fees, deadline buffer and reminders', () => {
  it('shows the saved settings in the agency currency, hours and minutes, and saves them in minor units and minutes', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubSettingsApi();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking settings' })).toBeTruthy();
    expect((await screen.findByLabelText(/^Void fee \(PKR\)/)) as HTMLInputElement).toBeTruthy();
    expect(input(/^Void fee \(PKR\)/).value).toBe('0.00');
    expect(input(/^Cancellation fee \(PKR\)/).value).toBe('2500.00');
    const buffer = screen.getByRole('group', { name: 'Deadline buffer' });
    expect([input('Hours', buffer).value, input('Minutes', buffer).value]).toEqual(['2', '0']);
    expect(input(/^Reminder 1/).value).toBe('24');
    expect((screen.getByLabelText('Unit of reminder 1') as HTMLSelectElement).value).toBe('hours');
    expect(input(/^Reminder 2/).value).toBe('3');

    type(/^Void fee \(PKR\)/, '1,250.50');
    type(/^Cancellation fee \(PKR\)/, '٣٠');
    type('Hours', '1', buffer);
    type('Minutes', '30', buffer);
    // The second reminder in minutes, and a third one added.
    type(/^Reminder 2/, '90');
    fireEvent.change(screen.getByLabelText('Unit of reminder 2'), { target: { value: 'minutes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    // The new reminder's input takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(input(/^Reminder 3/)));
    type(/^Reminder 3/, '48');
    const saveButton = screen.getByRole('button', { name: 'Save booking settings' });
    saveButton.focus();
    saveRules();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking settings saved.'));
    const [save] = puts(calls, '/booking-settings');
    expect(save!.body).toEqual({
      void_fee_minor: 125050,
      cancel_fee_minor: 3000,
      deadline_buffer_minutes: 90,
      reminder_minutes: [1440, 90, 2880],
    });
    // The form now shows what the server answered.
    await waitFor(() => expect(input(/^Void fee \(PKR\)/).value).toBe('1250.50'));
    expect(input(/^Reminder 2/).value).toBe('90');
    expect((screen.getByLabelText('Unit of reminder 2') as HTMLSelectElement).value).toBe('minutes');
    // The form was updated in place: the keyboard stays where it was.
    expect(document.activeElement).toBe(saveButton);
  });

  it('removes a reminder, offers no fifth one, and saves with no reminders at all', async () => {
    const calls = stubSettingsApi();
    open();
    await screen.findByLabelText(/^Reminder 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    expect(screen.queryByRole('button', { name: 'Add a reminder' })).toBeNull();
    expect(screen.getByText('Four reminders at most.')).toBeTruthy();
    for (const n of [4, 3, 2, 1]) fireEvent.click(screen.getByRole('button', { name: `Remove reminder ${n}` }));
    expect(screen.getByText('No reminders: agents are not reminded before the deadline.')).toBeTruthy();
    saveRules();
    await waitFor(() => expect(puts(calls, '/booking-settings')).toHaveLength(1));
    expect((puts(calls, '/booking-settings')[0]!.body as { reminder_minutes: number[] }).reminder_minutes).toEqual([]);
  });

  it('checks each field with the API’s rules before calling it, and clears a message when its field is corrected', async () => {
    const calls = stubSettingsApi();
    open();
    await screen.findByLabelText(/^Void fee \(PKR\)/);
    const buffer = screen.getByRole('group', { name: 'Deadline buffer' });
    type(/^Void fee \(PKR\)/, '12.345');
    type(/^Cancellation fee \(PKR\)/, '-5');
    type('Hours', '169', buffer);
    type(/^Reminder 1/, '1.5');
    type(/^Reminder 2/, '');
    saveRules();

    expect(await screen.findByText('Use at most 2 decimal places for this currency.')).toBeTruthy();
    expect(screen.getByText('The amount must not be negative.')).toBeTruthy();
    expect(within(buffer).getByText('At most 7 days (168 hours).')).toBeTruthy();
    expect(screen.getByText('Enter a whole number, e.g. 90.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(input('Hours', buffer).getAttribute('aria-invalid')).toBe('true');
    expect(input('Minutes', buffer).getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls, '/booking-settings')).toHaveLength(0);

    type('Hours', '168', buffer);
    expect(within(buffer).queryByText('At most 7 days (168 hours).')).toBeNull();
    // 168 hours and a minute is past the API's week.
    type('Minutes', '1', buffer);
    saveRules();
    expect(await within(buffer).findByText('At most 7 days (168 hours).')).toBeTruthy();
    expect(puts(calls, '/booking-settings')).toHaveLength(0);
  });

  it('shows the server’s message on its field, and one it cannot place in the summary', async () => {
    vi.spyOn(toast, 'error');
    stubSettingsApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', {
        'reminder_minutes.1': ['Must be at most 10080.'],
        other: ['Something else.'],
      }),
    );
    open();
    await screen.findByLabelText(/^Reminder 2/);
    saveRules();
    expect(await screen.findByText('Must be at most 10080.')).toBeTruthy();
    expect(input(/^Reminder 2/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Something else.');
  });
});

describe('booking settings: status labels and colours', () => {
  it('saves one status’s labels and colour, previewing the badge as it is edited', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubSettingsApi();
    open();
    const row = await screen.findByRole('form', { name: 'Expired' });
    expect(within(row).getByText('expired')).toBeTruthy();
    expect(input(/^English label/, row).value).toBe('Expired');
    expect(input(/^Arabic label/, row).value).toBe('منتهي الصلاحية');
    expect(input(/^Colour code/, row).value).toBe('#6B7280');
    expect(input('Colour', row).value).toBe('#6b7280');

    type(/^English label/, ' Lapsed ', row);
    type('Colour', '#1f7a4d', row);
    expect(input(/^Colour code/, row).value).toBe('#1F7A4D');
    const preview = within(row).getByText('Lapsed');
    expect(preview.style.backgroundColor).toBe('rgb(31, 122, 77)');
    expect(preview.style.color).toBe('rgb(255, 255, 255)');
    // A pale colour gets dark text.
    type(/^Colour code/, '#fde68a', row);
    expect(within(row).getByText('Lapsed').style.color).toBe('rgb(17, 24, 39)');
    type(/^Colour code/, '#1f7a4d', row);
    // Another row's edits are not sent with this one.
    type(/^English label/, 'Half typed', screen.getByRole('form', { name: 'On hold' }));
    const save = within(row).getByRole('button', { name: 'Save status' });
    save.focus();
    fireEvent.click(save);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Status settings saved.'));
    const saves = puts(calls, '/booking-status-settings');
    expect(saves.map((c) => c.body)).toEqual([{ status: 'expired', label_en: 'Lapsed', label_ar: 'منتهي الصلاحية', colour: '#1F7A4D' }]);
    await waitFor(() => expect(input(/^English label/, screen.getByRole('form', { name: 'Expired' })).value).toBe('Lapsed'));
    expect(input(/^English label/, screen.getByRole('form', { name: 'On hold' })).value).toBe('Half typed');
    expect(document.activeElement).toBe(save);
  });

  it('checks a status’s labels and colour before calling the API', async () => {
    const calls = stubSettingsApi();
    open();
    const row = await screen.findByRole('form', { name: 'Ticketed' });
    type(/^English label/, '   ', row);
    type(/^Colour code/, '#12345', row);
    // The preview keeps the last valid colour meanwhile.
    expect(within(row).getByText('Tickets issued').style.backgroundColor).toBe('rgb(107, 114, 128)');
    fireEvent.click(within(row).getByRole('button', { name: 'Save status' }));
    expect(await within(row).findByText('This field is required.')).toBeTruthy();
    expect(within(row).getByText('Enter a colour as #RRGGBB, e.g. #1F7A4D.')).toBeTruthy();
    expect(puts(calls, '/booking-status-settings')).toHaveLength(0);
  });

  it('shows the server’s refusal on the status’s field', async () => {
    vi.spyOn(toast, 'error');
    stubSettingsApi((call) =>
      call.url.pathname === '/api/booking-status-settings'
        ? failure(422, 'validation_failed', 'The given data was invalid.', { label_ar: ['Must be at most 40 characters.'] })
        : undefined,
    );
    open();
    const row = await screen.findByRole('form', { name: 'Expired' });
    fireEvent.click(within(row).getByRole('button', { name: 'Save status' }));
    expect(await within(row).findByText('Must be at most 40 characters.')).toBeTruthy();
    expect(input(/^Arabic label/, row).getAttribute('aria-invalid')).toBe('true');
  });
});
