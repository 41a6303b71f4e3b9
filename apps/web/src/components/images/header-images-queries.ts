import { headerImagesPath, type TCreateHeaderImage, type THeaderImage, type THeaderImageKind } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

const make = (kind: THeaderImageKind) =>
  createResourceHooks<THeaderImage, TCreateHeaderImage>({
    key: `${kind}-header-images`,
    listPath: headerImagesPath(kind),
    subject: 'header_image',
    updateMethod: 'PUT',
  });
const hooks = { visa: make('visa'), holiday: make('holiday'), umrah: make('umrah') };

/** GET/POST/PUT/DELETE /{kind}-header-images; GET is public (the page's hero). */
export const headerImageHooks = (kind: THeaderImageKind) => hooks[kind];

/** A page shows a handful of header images: one request holds them all. */
export const HEADER_IMAGES_QUERY = { per_page: 20 } as const;
