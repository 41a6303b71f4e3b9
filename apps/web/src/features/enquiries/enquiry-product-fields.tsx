import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { titleOf } from '@/features/travel-packages/package-text';
import { visaTitle } from '@/features/visa-catalogue/visa-text';
import { currentLocale } from '@/lib/i18n';
import { ENQUIRY_BOOKABLE, type TEnquiryBookable, type useBookableItems } from './enquiry-booking-items';

export interface EnquiryProductFieldsProps {
  product: TEnquiryBookable | '';
  /** The chosen item, when it is among the published ones. */
  itemId: string;
  items: ReturnType<typeof useBookableItems>;
  errors: Record<string, string>;
  /** The package chosen has no departure on sale. */
  noneOnSale: boolean;
  /** What staff typed to narrow a long list (shown once the catalogue holds more than the list). */
  search: string;
  onSearch: (search: string) => void;
  onProduct: (product: string) => void;
  onItem: (id: string) => void;
}

/**
 * What to book: the kind of product, then one of its published items, by title in the reader's
 * language; with a search box above the items when there are more than the list holds.
 */
export function EnquiryProductFields({
  product,
  itemId,
  items,
  errors,
  noneOnSale,
  search,
  onSearch,
  onProduct,
  onItem,
}: EnquiryProductFieldsProps) {
  const { t } = useTranslation(['enquiries', 'product_bookings', 'checkout']);
  const locale = currentLocale();
  const options =
    items.list.kind === 'visa'
      ? items.list.items.map((v) => ({ value: v.id, label: visaTitle(v, locale) }))
      : items.list.items.map((p) => ({ value: p.id, label: titleOf(p, locale) }));
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('enquiries:convert.what')}</legend>
      <div className="people-form__grid">
        <SelectField
          name="product"
          label={t('enquiries:convert.product')}
          required
          placeholder={t('checkout:passengers.choose')}
          options={ENQUIRY_BOOKABLE.map((p) => ({ value: p, label: t(`product_bookings:products.${p}`) }))}
          value={product}
          error={errors.product}
          onChange={(e) => onProduct(e.target.value)}
        />
        {product && items.searchable && (
          <TextField
            name="item_search"
            type="search"
            label={t('enquiries:convert.find')}
            hint={t('enquiries:convert.find_hint')}
            autoComplete="off"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        )}
        {product && (
          <SelectField
            name="item_id"
            label={t(`enquiries:convert.item.${product}`)}
            required
            disabled={items.loading}
            aria-busy={items.refreshing}
            placeholder={items.loading ? t('enquiries:convert.loading') : t('checkout:passengers.choose')}
            options={options}
            value={itemId}
            error={errors.item_id}
            onChange={(e) => onItem(e.target.value)}
          />
        )}
      </div>
      {items.failed && (
        <div className="form-notice" role="alert">
          {t('enquiries:convert.load_failed')}{' '}
          <Button variant="secondary" onClick={items.retry}>
            {t('enquiries:convert.retry')}
          </Button>
        </div>
      )}
      {product && !items.loading && !items.failed && options.length === 0 && (
        <p className="form-notice" role="status">
          {search.trim() ? t('enquiries:convert.none_found', { search: search.trim() }) : t('enquiries:convert.none_published')}
        </p>
      )}
      {noneOnSale && <p className="form-notice">{t('product_bookings:package.none_on_sale')}</p>}
    </fieldset>
  );
}
