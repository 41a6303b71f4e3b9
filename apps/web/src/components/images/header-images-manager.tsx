import { ZCreateHeaderImage, type TImage, type THeaderImage, type THeaderImageKind } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageState } from '@/components/page-state';
import { TextField } from '@/components/text-field';
import { useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { HEADER_IMAGES_QUERY, headerImageHooks } from './header-images-queries';
import { ImageUploadField } from './image-upload-field';
import { ResponsiveImage } from './responsive-image';
import './images.css';

interface TNewHeaderValues {
  image_id: string | null;
  alt_en: string;
  alt_ar: string;
}
const EMPTY: TNewHeaderValues = { image_id: null, alt_en: '', alt_ar: '' };

/**
 * The admin section that keeps a product page's header images: the list in the order the hero
 * shows them (move earlier or later, delete after a confirmation) and a form to add one (upload,
 * descriptions in English and Arabic). Mounted on the page's admin list screen.
 */
export function HeaderImagesManager({ kind }: { kind: THeaderImageKind }) {
  const { t, i18n } = useTranslation(['images', 'common']);
  const hooks = headerImageHooks(kind);
  const list = hooks.useList(HEADER_IMAGES_QUERY);
  const save = hooks.useSave();
  const update = hooks.useUpdate<{ position: number }>();
  const remove = hooks.useDelete();
  const form = useZodForm<TNewHeaderValues>(EMPTY);
  const [known, setKnown] = useState<TImage[]>([]);
  const [deleting, setDeleting] = useState<THeaderImage | null>(null);
  const [moving, setMoving] = useState(false);
  const items = list.data?.items ?? [];
  const headingId = `header-images-${kind}`;
  const altOf = (h: THeaderImage) => (i18n.language === 'ar' ? h.alt_ar : h.alt_en) ?? '';

  const submit = form.handleSubmit(ZCreateHeaderImage, (body, element) =>
    save.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        form.setValues(EMPTY);
      },
      onError: (err) => {
        if (!form.showServerErrors(err, element)) notifyError(err);
      },
    }),
  );
  const handleAdd = (event: FormEvent<HTMLFormElement>) => {
    if (form.values.image_id) return submit(event);
    event.preventDefault();
    form.setErrors({ image_id: t('images:header.image_required') });
  };

  /** Moves one image and renumbers the page's images 0, 1, 2… so that positions never tie. */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...items];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    setMoving(true);
    try {
      for (const [position, h] of order.entries()) if (h.position !== position) await update.mutateAsync({ id: h.id, body: { position } });
    } catch (err) {
      notifyError(err);
    } finally {
      setMoving(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: notifySuccess,
      onError: (err) => notifyError(err),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="header-images card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('images:header.title')}</h2>
      <p className="field-hint">{t('images:header.intro')}</p>
      {list.isPending ? (
        <PageState state="loading" />
      ) : list.error ? (
        <PageState state="error" message={list.error.message || undefined} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <PageState state="empty" messageKey="images:header.empty" />
      ) : (
        <ol className="header-images__list" aria-busy={moving}>
          {items.map((h, index) => {
            const n = index + 1;
            return (
              <li key={h.id} className="header-images__item">
                <ResponsiveImage image={h.image} alt={altOf(h)} sizes="10rem" className="header-images__thumb" />
                <div className="header-images__text">
                  <span>{t('images:header.position', { n })}</span>
                  {h.alt_en && <span className="cell-sub">{h.alt_en}</span>}
                  {h.alt_ar && (
                    <span className="cell-sub" dir="rtl" lang="ar">
                      {h.alt_ar}
                    </span>
                  )}
                </div>
                <div className="image-field__actions">
                  {index > 0 && (
                    <Button
                      variant="ghost"
                      disabled={moving}
                      aria-label={t('images:header.move_earlier_named', { n })}
                      onClick={() => void move(index, -1)}
                    >
                      {t('images:upload.move_earlier')}
                    </Button>
                  )}
                  {index < items.length - 1 && (
                    <Button
                      variant="ghost"
                      disabled={moving}
                      aria-label={t('images:header.move_later_named', { n })}
                      onClick={() => void move(index, 1)}
                    >
                      {t('images:upload.move_later')}
                    </Button>
                  )}
                  <Button variant="danger" aria-label={t('images:header.delete_named', { n })} onClick={() => setDeleting(h)}>
                    {t('images:header.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form className="header-images__form" noValidate onSubmit={handleAdd} aria-label={t('images:header.add')}>
        <ImageUploadField
          label={t('images:upload.label')}
          name="image_id"
          required
          value={form.values.image_id}
          known={known}
          error={form.errors.image_id}
          onChange={(imageId, image) => {
            form.setField('image_id', imageId);
            if (image) setKnown((k) => [...k, image]);
          }}
        />
        <TextField
          name="alt_en"
          label={t('images:header.alt_en')}
          hint={t('images:header.alt_hint')}
          value={form.values.alt_en}
          error={form.errors.alt_en}
          dir="ltr"
          onChange={(e) => form.setField('alt_en', e.target.value)}
        />
        <TextField
          name="alt_ar"
          label={t('images:header.alt_ar')}
          value={form.values.alt_ar}
          error={form.errors.alt_ar}
          dir="rtl"
          lang="ar"
          onChange={(e) => form.setField('alt_ar', e.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('images:header.add')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={t('images:header.confirm_title')}
        message={t('images:header.confirm_message')}
        confirmLabel={t('images:header.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
