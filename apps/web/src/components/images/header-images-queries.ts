import type { TCreateHeaderImage, THeaderImage, THeaderImageKind } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';
import { headerImagesAddress } from './header-images-reads';

const make = (kind: THeaderImageKind) =>
  createResourceHooks<THeaderImage, TCreateHeaderImage>({
    key: `${kind}-header-images`,
    listPath: headerImagesAddress(kind),
    subject: 'header_image',
    updateMethod: 'PUT',
  });
const hooks = { visa: make('visa'), holiday: make('holiday'), umrah: make('umrah') };

/** GET/POST/PUT/DELETE /{kind}-header-images; GET is public (the page's hero). */
export const headerImageHooks = (kind: THeaderImageKind) => hooks[kind];

export { HEADER_IMAGES_QUERY } from './header-images-reads';
