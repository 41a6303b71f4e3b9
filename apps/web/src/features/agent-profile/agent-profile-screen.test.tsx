import type { TAgentProfile } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageOf, stubImageUploads, uploadedAnswer } from '@/components/images/image-test-fixtures';
import { AGENT } from '@/features/money/money.fixtures';
import { failure, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AgentProfileScreen } from './agent-profile-screen';

beforeAll(() => setupI18n(['agent_profile', 'images', 'validation']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const AGENCY_ID = AGENT.agency!.id;
const defaults: TAgentProfile = {
  agency_id: AGENCY_ID,
  display_name: 'Crescent Travels',
  phone: '0300-1234567',
  email: null,
  address: '12 Shahrah-e-Faisal\nKarachi',
  website: null,
  logo_image_id: null,
  logo: null,
  saved: false,
  updated_at: null,
};
const savedProfile = (over: Partial<TAgentProfile> = {}): TAgentProfile => ({
  ...defaults,
  display_name: 'Crescent Holidays',
  email: 'desk@crescent.pk',
  website: 'https://crescent.pk',
  logo_image_id: imageOf(1).id,
  logo: imageOf(1, 600, 200),
  saved: true,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const input = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const posts = (calls: TApiCall[]) => calls.filter((c) => c.method === 'POST');
const open = () => renderScreen(<AgentProfileScreen />, { path: '/agent/profile', route: '/agent/profile', user: AGENT });
const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

describe('the public profile screen', () => {
  it("starts from the agency's details, uploads a logo and saves the whole profile, with a preview of the letterhead", async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((c) =>
      c.method === 'GET' ? ok({ profile: defaults }) : ok({ profile: savedProfile({ logo: imageOf(2) }) }, 'Profile saved successfully.'),
    );
    stubImageUploads(() => uploadedAnswer(imageOf(2)));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Public profile' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/agent-profile');
    expect(await screen.findByText(/Not saved yet/)).toBeTruthy();
    expect(input('display_name').value).toBe('Crescent Travels');
    expect(input('phone').value).toBe('0300-1234567');

    fill('display_name', 'Crescent Holidays');
    fill('email', 'desk@crescent.pk');
    fill('website', 'https://crescent.pk');
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [png('logo.png')] } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe(imageOf(2).url));
    expect(within(preview).getByText('Crescent Holidays')).toBeTruthy();
    expect(within(preview).getByText('Website: https://crescent.pk')).toBeTruthy();
    expect(within(preview).getByText('Karachi')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile saved successfully.'));
    const [save] = posts(calls);
    expect(save!.url.pathname).toBe('/api/agent-profile');
    expect(save!.body).toEqual({
      display_name: 'Crescent Holidays',
      phone: '0300-1234567',
      email: 'desk@crescent.pk',
      address: '12 Shahrah-e-Faisal\nKarachi',
      website: 'https://crescent.pk',
      logo_image_id: imageOf(2).id,
    });
    // The saved profile replaces the one shown.
    await waitFor(() => expect(screen.queryByText(/Not saved yet/)).toBeNull());
  });

  it('checks the form with the API schema before sending: a name is needed, a website starts with https://', async () => {
    const calls = stubApi(() => ok({ profile: savedProfile() }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Public profile' });
    await waitFor(() => expect(input('display_name').value).toBe('Crescent Holidays'));
    fill('display_name', ' ');
    fill('website', 'http://crescent.pk');
    fill('phone', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter an address starting with https://, e.g. https://www.example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(input('website').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it("removes the logo and shows the server's refusal on its field", async () => {
    const calls = stubApi((c) =>
      c.method === 'GET'
        ? ok({ profile: savedProfile() })
        : failure(422, 'validation_failed', 'The given data was invalid.', {
            email: ['This email address is refused.'],
          }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Public profile' });
    await screen.findByRole('button', { name: 'Remove image 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(within(screen.getByRole('region', { name: 'Preview' })).queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ logo_image_id: null });
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email address is refused.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18next.loadNamespaces(['agent_profile', 'images', 'validation']);
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['agent_profile', 'images', 'validation']);
    stubApi(() => ok({ profile: savedProfile() }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف التعريفي العام' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'حفظ الملف التعريفي' })).toBeTruthy();
    expect(screen.getByText('الموقع الإلكتروني: https://crescent.pk')).toBeTruthy();
  });
});
