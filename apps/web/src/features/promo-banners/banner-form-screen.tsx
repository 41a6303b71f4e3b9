import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { bannerResource } from './banner-resource';

/** /admin/new-banner: POST /save-promo-image; with `?id=` it edits that banner (POST /update-promo-image?id=…). */
export function BannerFormScreen() {
  return <ResourceFormScreen resource={bannerResource} />;
}
