import { HeaderImagesManager } from '@/components/images/header-images-manager';
import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { visaResource } from './visa-resource';

/** /admin/visas: the visas catalogue; filters, search, publish or archive, delete with confirmation; the header images of /visa. */
export function VisasListScreen() {
  return (
    <div className="people-stack">
      <ResourceListScreen resource={visaResource} />
      <HeaderImagesManager kind="visa" />
    </div>
  );
}
