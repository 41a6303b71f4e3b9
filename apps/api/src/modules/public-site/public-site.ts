import type { FastifyInstance } from 'fastify';
import type { TPublicSite } from '@/core/spa';
import { pageHeadFor } from './page-heads';
import { publishedProductPages } from './product-pages';

/** The public site's part in serving the web app (core/spa.ts): each page's head and the sitemap's products. */
export const publicSite = (app: FastifyInstance): TPublicSite => ({
  pageHead: (req, path, search) => pageHeadFor(app, req, path, search),
  sitemapPages: () => publishedProductPages(app.db),
});
