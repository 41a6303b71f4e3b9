import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { visaFixture } from './visa-fixture';
import { VisaFormScreen } from './visa-form-screen';

beforeAll(() => setupI18n(['visas', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const COUNTRIES = [
  { code: 'AE', name: 'United Arab Emirates', phone_code: '971', currency: 'AED', flag: '🇦🇪' },
  { code: 'SA', name: 'Saudi Arabia', phone_code: '966', currency: 'SAR', flag: '🇸🇦' },
];
const fill = (label: RegExp, value: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const api = (answer: (call: TApiCall) => TApiAnswer) =>
  stubApi((call) => (call.url.pathname === '/api/countries' ? listOf(COUNTRIES) : answer(call)));

describe('visa form', () => {
  it('creates a visa with POST /visas: days as numbers, prices in minor units, the documents in order', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = api(() => ok({ visa: visaFixture() }, 'Visa saved successfully.'));
    renderScreen(<VisaFormScreen />, { path: '/admin/new-visa', route: '/admin/new-visa', user: admin });
    fireEvent.focus(screen.getByRole('combobox', { name: /^Country/ }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Saudi Arabia/ }));
    fill(/^Visa type/, 'umrah');
    fill(/^Entries/, 'multiple');
    fill(/^Status/, 'published');
    fill(/^Processing, shortest/, '2');
    fill(/^Processing, longest/, '4');
    fill(/^Validity/, '90');
    fill(/^Longest stay/, '30');
    fill(/^Adult, public price/, '45,000');
    fill(/^Child, public price/, '0');
    fill(/^Adult, agent price/, '42,500.50');
    fill(/^Child, agent price/, '0');
    fill(/^Title \(English\)/, 'Umrah visa');
    fill(/^Title \(Arabic\)/, 'تأشيرة عمرة');
    fill(/^Summary \(English\)/, 'For pilgrims.');
    fill(/^Summary \(Arabic\)/, 'للمعتمرين.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    const first = within(screen.getAllByRole('listitem')[0]!);
    fill(/^Document \(English\)/, 'Photo', first);
    fill(/^Document \(Arabic\)/, 'صورة', first);
    const second = within(screen.getAllByRole('listitem')[1]!);
    fill(/^Document \(English\)/, 'Passport scan', second);
    fill(/^Document \(Arabic\)/, 'صورة الجواز', second);
    fireEvent.click(second.getByLabelText('The applicant uploads it'));
    // The passport first.
    fireEvent.click(screen.getByRole('button', { name: 'Move document 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create visa' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Visa saved successfully.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/visas');
    expect(post.body).toEqual({
      country_code: 'SA',
      visa_type: 'umrah',
      entries: 'multiple',
      status: 'published',
      slug: '',
      processing_days_min: 2,
      processing_days_max: 4,
      validity_days: 90,
      max_stay_days: 30,
      currency: 'PKR',
      adult_price_minor: 4_500_000,
      child_price_minor: 0,
      agent_adult_price_minor: 4_250_050,
      agent_child_price_minor: 0,
      title_en: 'Umrah visa',
      title_ar: 'تأشيرة عمرة',
      summary_en: 'For pilgrims.',
      summary_ar: 'للمعتمرين.',
      description_en: '',
      description_ar: '',
      documents: [
        { label_en: 'Passport scan', label_ar: 'صورة الجواز', upload: true },
        { label_en: 'Photo', label_ar: 'صورة', upload: false },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/visas'));
  });

  it('says what is wrong before calling the API: required fields, processing days out of order, an agent price above the public one', async () => {
    const calls = api(() => failure(500, 'internal_error', ''));
    renderScreen(<VisaFormScreen />, { path: '/admin/new-visa', route: '/admin/new-visa', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Create visa' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(8);
    fill(/^Processing, shortest/, '9');
    fill(/^Processing, longest/, '4');
    fill(/^Adult, public price/, '100');
    fill(/^Adult, agent price/, '150');
    fill(/^Child, public price/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Create visa' }));
    expect(await screen.findByText('The longest processing time cannot be shorter than the shortest.')).toBeTruthy();
    expect(screen.getByText('The agent price cannot be higher than the public price.')).toBeTruthy();
    expect(screen.getByText('Enter an amount as a number, e.g. 25,000.50.')).toBeTruthy();
    expect(screen.getByLabelText(/^Adult, agent price/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('edits with ?id=: loads the visa, keeps its documents’ ids, and shows the API’s refusal on its field', async () => {
    const visa = visaFixture();
    const calls = api((call) =>
      call.method === 'PUT'
        ? failure(422, 'validation_failed', 'The given data was invalid.', { slug: ['Another item already has this address name.'] })
        : ok({ visa }),
    );
    renderScreen(<VisaFormScreen />, { path: '/admin/update-visa', route: `/admin/update-visa?id=${visa.id}`, user: admin });
    expect(await screen.findByRole('heading', { name: 'Edit UAE tourist visa, 30 days' })).toBeTruthy();
    expect((screen.getByLabelText(/^Adult, agent price/) as HTMLInputElement).value).toBe('32000.00');
    expect(screen.getByRole('link', { name: 'Open its page' }).getAttribute('href')).toBe('/visa-details/uae-tourist-visa-30-days');
    fill(/^Address name/, 'taken-slug');
    fireEvent.click(screen.getByRole('button', { name: 'Remove document 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save visa' }));
    expect(await screen.findByText('Another item already has this address name.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.search).toBe(`?id=${visa.id}`);
    expect(put.body).toMatchObject({
      slug: 'taken-slug',
      country_code: 'AE',
      description_en: visa.description_en,
      documents: [{ id: visa.documents[0]!.id, label_en: 'Passport scan', upload: true }],
    });
    await waitFor(() => expect(screen.getByLabelText(/^Address name/).getAttribute('aria-invalid')).toBe('true'));
  });
});
