import {
  ZCreatePromoBanner,
  ZPromoBannerListQuery,
  ZUpdatePromoBanner,
  type TCreatePromoBanner,
  type TPromoBanner,
  type TUpdatePromoBanner,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { ImageUploadField } from '@/components/images/image-upload-field';
import { bannerHooks } from '@/components/images/promo-banners-queries';
import { ResponsiveImage } from '@/components/images/responsive-image';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { bannerStatus, bannerToValues, EMPTY_BANNER, type TBannerFormValues } from './banner-form-values';

const TONES = { live: 'success', inactive: 'neutral', scheduled: 'info', ended: 'warning' } as const;
/** Today in the reader's calendar, for the status badge (the server decides what visitors see). */
const today = () => new Date().toLocaleDateString('sv-SE');

const text = (name: keyof TBannerFormValues & string, required = false, dir?: 'ltr') => ({
  kind: 'text' as const,
  name,
  label: `banners:fields.${name}`,
  required,
  dir,
});

/** The home page's promo banners: /admin/banners and /admin/new-banner (`?id=` to edit). */
export const bannerResource: TResourceDefinition<TPromoBanner, TBannerFormValues, TCreatePromoBanner, TUpdatePromoBanner> = {
  hooks: bannerHooks,
  namespaces: ['banners', 'images'],
  paths: { list: '/admin/banners', form: '/admin/new-banner' },
  perPage: 20,
  listQuery: ZPromoBannerListQuery,
  name: (b) => b.title_en,
  texts: {
    title: 'banners:title',
    new: 'banners:new',
    newTitle: 'banners:new_title',
    editTitle: 'banners:edit_title',
    back: 'banners:back',
    search: 'banners:search',
    create: 'banners:create',
    save: 'banners:save',
    delete: 'banners:actions.delete',
    editNamed: 'banners:actions.edit_named',
    deleteNamed: 'banners:actions.delete_named',
    confirmDelete: {
      title: 'banners:confirm_delete.title',
      message: 'banners:confirm_delete.message',
      confirm: 'banners:confirm_delete.confirm',
    },
  },
  columns: [
    {
      key: 'image',
      header: 'banners:fields.image',
      cell: (b) => <ResponsiveImage image={b.image} alt="" sizes="8rem" className="banner-thumb" />,
    },
    {
      key: 'title',
      header: 'banners:fields.title',
      cell: (b, { editPath }) => (
        <>
          <Link to={editPath}>{b.title_en}</Link>
          <span className="cell-sub" lang="ar" dir="rtl">
            {b.title_ar}
          </span>
        </>
      ),
    },
    { key: 'position', header: 'banners:fields.position', sort: 'position', cell: (b) => b.position },
    {
      key: 'days',
      header: 'banners:fields.days',
      sort: 'starts_on',
      cell: (b, { t }) => (
        <span dir="ltr">{b.starts_on || b.ends_on ? `${b.starts_on ?? '…'} – ${b.ends_on ?? '…'}` : t('banners:always')}</span>
      ),
    },
    {
      key: 'status',
      header: 'banners:fields.status',
      cell: (b, { t }) => {
        const status = bannerStatus(b, today());
        return <Badge tone={TONES[status]}>{t(`banners:status.${status}`)}</Badge>;
      },
    },
  ],
  filters: [
    {
      name: 'active',
      label: 'banners:filter.label',
      placeholder: 'banners:filter.all',
      options: [
        { value: '1', label: 'banners:filter.active' },
        { value: '0', label: 'banners:filter.inactive' },
      ],
    },
  ],
  rowActions: [
    {
      key: 'toggle',
      label: (b) => (b.active ? 'banners:actions.deactivate' : 'banners:actions.activate'),
      ariaLabel: (b) => (b.active ? 'banners:actions.deactivate_named' : 'banners:actions.activate_named'),
      patch: (b) => ({ active: !b.active }),
    },
  ],
  form: {
    fields: [
      {
        kind: 'custom',
        name: 'image_id',
        label: 'banners:fields.image',
        required: true,
        render: ({ label, value, error, values, setField }) => (
          <ImageUploadField
            label={label}
            name="image_id"
            required
            value={(value as string | null) ?? null}
            known={values.image ? [values.image] : []}
            error={error}
            onChange={(imageId, image) => {
              setField('image_id', imageId);
              setField('image', image);
            }}
          />
        ),
      },
      text('title_en', true),
      text('title_ar', true),
      text('subtitle_en'),
      text('subtitle_ar'),
      { ...text('link', false, 'ltr'), hint: 'banners:hints.link' },
      { ...text('position', false, 'ltr'), hint: 'banners:hints.position' },
      { kind: 'text', name: 'starts_on', label: 'banners:fields.starts_on', inputType: 'date', hint: 'banners:hints.days' },
      { kind: 'text', name: 'ends_on', label: 'banners:fields.ends_on', inputType: 'date' },
      { kind: 'checkbox', name: 'active', label: 'banners:fields.active' },
    ],
    empty: EMPTY_BANNER,
    toValues: bannerToValues,
    create: ZCreatePromoBanner,
    update: ZUpdatePromoBanner,
  },
};
