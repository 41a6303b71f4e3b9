import { decideAccess } from '@safar/contracts';
import { promoBanners } from '@safar/db';
import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TPromoBannerRow } from './promo-banners.presenter';

/** The banners a visitor sees on `today`: active, and today within their days (either end open). */
export const liveBanners = (today: string): SQL | undefined =>
  and(
    eq(promoBanners.active, true),
    or(isNull(promoBanners.startsOn), lte(promoBanners.startsOn, today)),
    or(isNull(promoBanners.endsOn), gte(promoBanners.endsOn, today)),
  );

const keepsCatalogues = (user: AuthUser | null) => Boolean(user && decideAccess('catalogueWrite', user) === 'allow');

/**
 * promoBannerReach: everyone reads the live banners, so a signed-in admin visiting the home page
 * sees what visitors see. `all=1` lists every banner (inactive, scheduled, ended) to staff who
 * keep catalogues; to anyone else it is the live list, as a public page may be asked anything.
 */
export function bannerListFilter(q: { all?: '1' | undefined; active?: '0' | '1' | undefined }, user: AuthUser | null, today: string) {
  if (q.all !== '1' || !keepsCatalogues(user)) return [liveBanners(today)];
  return [q.active ? eq(promoBanners.active, q.active === '1') : undefined];
}

/** One banner by id: staff who keep catalogues see any, others only a live one. */
export const bannerReadScope = (user: AuthUser, today: string) => (keepsCatalogues(user) ? undefined : liveBanners(today));

/** An update may name only one end of the days: the result, with the saved other end, must still be in order. */
export function assertDatesInOrder(
  current: TPromoBannerRow,
  input: { starts_on?: string | null | undefined; ends_on?: string | null | undefined },
) {
  const starts = input.starts_on === undefined ? current.startsOn : input.starts_on;
  const ends = input.ends_on === undefined ? current.endsOn : input.ends_on;
  if (starts && ends && ends < starts) throw fieldError('ends_on', 'validation.banner_dates');
}
