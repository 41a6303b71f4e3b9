import type { TFlightPrice } from '@safar/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { formatPrice } from '@/features/flights/format';
import type { TCheckoutValues } from './checkout-values';

interface ContactFieldsProps {
  email: string;
  phone: string;
  errors: Record<string, string | undefined>;
  onChange: (field: 'email' | 'phone', value: string) => void;
}

/** The booking's contact, which the airline uses to reach the passengers. */
export function ContactFields({ email, phone, errors, onChange }: ContactFieldsProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('checkout:contact.title')}</legend>
      <p className="muted">{t('checkout:contact.intro')}</p>
      <div className="people-form__grid">
        <TextField
          name="contact.email"
          type="email"
          label={t('checkout:contact.email')}
          required
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          value={email}
          error={errors['contact.email']}
          onChange={(e) => onChange('email', e.target.value)}
        />
        <TextField
          name="contact.phone"
          type="tel"
          label={t('checkout:contact.phone')}
          required
          autoComplete="tel"
          dir="ltr"
          maxLength={24}
          hint={t('checkout:contact.phone_hint')}
          value={phone}
          error={errors['contact.phone']}
          onChange={(e) => onChange('phone', e.target.value)}
        />
      </div>
    </fieldset>
  );
}

interface TicketingChoiceProps {
  value: TCheckoutValues['ticketing'];
  dueMinor: number;
  currency: string;
  /** Staff booking for this agency: its wallet pays its own price, which is not the one shown. */
  agencyName?: string | null;
  onChange: (value: TCheckoutValues['ticketing']) => void;
}

/** Hold the seats (pay before the deadline) or pay from the wallet and ticket at once. */
export function TicketingChoice({ value, dueMinor, currency, agencyName = null, onChange }: TicketingChoiceProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const options = [
    { value: 'hold', label: t('checkout:ticketing.hold'), hint: t('checkout:ticketing.hold_hint') },
    {
      value: 'now',
      label: t('checkout:ticketing.now'),
      hint:
        agencyName === null
          ? t('checkout:ticketing.now_hint', { amount: formatPrice(dueMinor, currency) })
          : t('checkout:staff.now_hint', { name: agencyName }),
    },
  ] as const;
  return (
    <fieldset className="choice checkout-fieldset">
      <legend>{t('checkout:ticketing.legend')}</legend>
      {options.map((option) => (
        <div key={option.value} className="checkout-choice">
          <label className="choice-option">
            <input
              type="radio"
              name="ticketing"
              value={option.value}
              checked={value === option.value}
              aria-describedby={`${id}-${option.value}`}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
          <p id={`${id}-${option.value}`} className="field-hint checkout-choice__hint">
            {option.hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

/** What the agency pays, its markup and what its customer pays, for the whole party and the extras chosen (no markup on them). */
export function TotalsCard({ price, extrasMinor = 0 }: { price: TFlightPrice; extrasMinor?: number }) {
  const { t } = useTranslation('checkout');
  const money = (minor: number) => <bdi>{formatPrice(minor, price.currency)}</bdi>;
  return (
    <Card title={t('checkout:totals.title')} headingLevel={2} className="checkout-totals">
      <dl className="details">
        <div className="checkout-totals__due">
          <dt>{t('checkout:totals.due')}</dt>
          <dd>{money((price.net_minor ?? price.gross_minor) + extrasMinor)}</dd>
        </div>
        <div>
          <dt>{t('checkout:totals.markup')}</dt>
          <dd>{money(price.margin_minor ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('checkout:totals.customer')}</dt>
          <dd>{money(price.gross_minor + extrasMinor)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** The storefront's one figure: what the traveller pays by card, the extras chosen included. */
export function StorefrontTotal({ price, extrasMinor = 0 }: { price: TFlightPrice; extrasMinor?: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Card title={t('checkout:totals.title')} headingLevel={2} className="checkout-totals">
      <dl className="details">
        <div className="checkout-totals__due">
          <dt>{t('checkout:storefront.total')}</dt>
          <dd>
            <bdi>{formatPrice(price.gross_minor + extrasMinor, price.currency)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="muted">{t('checkout:storefront.pay_note')}</p>
    </Card>
  );
}
