import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AboutScreen } from './about-screen';

beforeAll(() => setupI18n(['about']));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const openAbout = (user = null as ReturnType<typeof buildUser> | null) =>
  renderScreen(<AboutScreen />, { path: '/about/us', route: '/about/us', user });

describe('/about/us', () => {
  it('says who the agency is, with its facts, and leads to what it sells and to the contact form', () => {
    openAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our story',
      'What we offer',
      'For travel agents',
      'Talk to us',
    ]);
    const facts = within(screen.getByRole('list', { name: 'Safar in brief' }));
    expect(facts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Established 2010',
      'Over 500 airlines',
      'Up to 40% savings on hotels',
      'Contact hours: Monday to Saturday, 9AM to 6PM',
    ]);
    const offer = within(screen.getByRole('heading', { level: 2, name: 'What we offer' }).closest('section')!);
    expect(Object.fromEntries(offer.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]))).toEqual({
      'Flights on over 500 airlines': '/flight/search',
      'Group tickets on our own seat blocks': '/group-tickets-main',
      'Holiday packages': '/holidays',
      'Umrah packages': '/umra-packages',
      Visas: '/visa',
      'Travel insurance': '/travel-insurance',
    });
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'Register your agency' }).getAttribute('href')).toBe('/auth/agent/register');
  });

  it('does not ask a signed-in reader to register an agency', () => {
    openAbout(buildUser());
    expect(screen.queryByRole('link', { name: 'Register your agency' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['about']);
    openAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeTruthy();
    expect(screen.getByText('أكثر من 500 شركة طيران')).toBeTruthy();
  });
});
