import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { bannerResource } from './banner-resource';
import '@/components/images/images.css';

/** /admin/banners: every promo banner with its status; (de)activate, edit, delete with confirmation. */
export function BannersListScreen() {
  return <ResourceListScreen resource={bannerResource} />;
}
