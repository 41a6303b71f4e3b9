import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HEADER_IMAGES_QUERY, headerImageHooks } from '@/components/images/header-images-queries';
import { PageHero } from '@/components/images/page-hero';
import { queryClient } from '@/lib/query-client';
import { VisaCatalogueList } from './visa-catalogue-list';
import { VisaDetails } from './visa-details';
import { visaPaths } from './visa-paths';
import '@/styles/page.css';
import './visa-catalogue.css';

/** The first paint's data of /visa (its hero's images), fetched beside the page's code (the route's handle). */
export const prefetchVisaList = () => queryClient.prefetchQuery(headerImageHooks('visa').listOptions(HEADER_IMAGES_QUERY));

/** /visa: the published visas for visitors and customers, at the public price, under the page's header images. */
export function PublicVisasScreen() {
  const { t } = useTranslation('visas');
  return (
    <div className="container visa-catalogue">
      <PageHero kind="visa" title={t('public.title')} intro={t('public.lead')} />
      <VisaCatalogueList detailsPath={visaPaths.public.details} />
    </div>
  );
}

/** /visa-details/:slug: one published visa's page; Apply leads to its application. */
export function PublicVisaDetailsScreen() {
  const { slug = '' } = useParams();
  return (
    <div className="container visa-catalogue">
      <VisaDetails slug={slug} listPath={visaPaths.public.list} applyPath={visaPaths.public.apply(slug)} />
    </div>
  );
}

/** /agent/visas: the visas an approved agent sells, at its agent price. */
export function AgentVisasScreen() {
  const { t } = useTranslation('visas');
  return (
    <div className="visa-catalogue">
      <h1>{t('agent.title')}</h1>
      <p className="muted">{t('agent.lead')}</p>
      <VisaCatalogueList detailsPath={visaPaths.agent.details} />
    </div>
  );
}

/** /agent/visa-details/:slug: one visa at the agent's price; Apply leads to the agent's booking of it. */
export function AgentVisaDetailsScreen() {
  const { slug = '' } = useParams();
  return (
    <div className="visa-catalogue">
      <VisaDetails slug={slug} listPath={visaPaths.agent.list} applyPath={visaPaths.agent.apply(slug)} />
    </div>
  );
}
