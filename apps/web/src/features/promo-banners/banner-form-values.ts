import type { TImage, TPromoBanner } from '@safar/contracts';

/** The form's fields as the inputs hold them; `image` is the chosen image's preview, not sent. */
export interface TBannerFormValues {
  image_id: string | null;
  image: TImage | null;
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  link: string;
  position: string;
  starts_on: string;
  ends_on: string;
  active: boolean;
}

export const EMPTY_BANNER: TBannerFormValues = {
  image_id: null,
  image: null,
  title_en: '',
  title_ar: '',
  subtitle_en: '',
  subtitle_ar: '',
  link: '',
  position: '',
  starts_on: '',
  ends_on: '',
  active: true,
};

export const bannerToValues = (b: TPromoBanner): TBannerFormValues => ({
  image_id: b.image_id,
  image: b.image,
  title_en: b.title_en,
  title_ar: b.title_ar,
  subtitle_en: b.subtitle_en ?? '',
  subtitle_ar: b.subtitle_ar ?? '',
  link: b.link ?? '',
  position: String(b.position),
  starts_on: b.starts_on ?? '',
  ends_on: b.ends_on ?? '',
  active: b.active,
});

/** Where a banner stands today: shown, switched off, waiting for its first day, or past its last. */
export function bannerStatus(b: TPromoBanner, today: string): 'live' | 'inactive' | 'scheduled' | 'ended' {
  if (b.live) return 'live';
  if (!b.active) return 'inactive';
  if (b.starts_on && b.starts_on > today) return 'scheduled';
  return 'ended';
}
