import { departureAgentPriceField, departurePriceField, PACKAGE_PRICE_TYPES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { toI18nKey } from '@/features/forms/issue-message';
import { parseMoneyInput } from '@/lib/money';
import { emptyDeparture, type TDepartureValues } from '../package-form-values';
import { EditorMessage } from './editor-message';
import { listRows, rowInputs } from './list-rows';

export interface DeparturesEditorProps {
  departures: TDepartureValues[];
  currency: string;
  errors: Record<string, string>;
  onChange: (departures: TDepartureValues[]) => void;
}

/**
 * The departures: a date, the seats, open or closed, and per person the price by room sharing and
 * for a child and an infant, each beside the agents' price (typed in the package's currency). A
 * departure with seats booked keeps its date and cannot be removed: the server refuses both.
 */
export function DeparturesEditor({ departures, currency, errors, onChange }: DeparturesEditorProps) {
  const { t } = useTranslation(['packages', 'validation']);
  const rows = listRows(departures, onChange);
  const inputs = rowInputs('departures', departures, errors, onChange);
  /** What is wrong with an amount as typed, before the server is asked; else the form's message for it. */
  const amountError = (text: string, field: string) => {
    if (text.trim() !== '') {
      const parsed = parseMoneyInput(text, currency, { allowZero: true });
      if (!parsed.ok) return t(toI18nKey(parsed.error), parsed.params);
    }
    return errors[field];
  };
  /** The agent's price above the public one is said as soon as both are typed (the schema says it only once the rest is valid). */
  const agentError = (prices: { price: string; agent: string }, field: string) => {
    const [price, agent] = [
      parseMoneyInput(prices.price, currency, { allowZero: true }),
      parseMoneyInput(prices.agent, currency, { allowZero: true }),
    ];
    if (price.ok && agent.ok && agent.amount_minor > price.amount_minor) return t('validation:agent_price_above_public');
    return amountError(prices.agent, field);
  };
  return (
    <fieldset className="field-wide package-editor">
      <legend>{t('fields.departures')}</legend>
      <p className="package-editor__hint">{t('hints.departures', { currency })}</p>
      <EditorMessage text={errors.departures} />
      {departures.length === 0 && <p className="package-editor__empty">{t('editor.no_departures')}</p>}
      {departures.map((departure, i) => {
        const { field, text } = inputs(i);
        const booked = departure.seats_taken > 0;
        const setPrice = (type: (typeof PACKAGE_PRICE_TYPES)[number], side: 'price' | 'agent', value: string) =>
          rows.update(i, { prices: { ...departure.prices, [type]: { ...departure.prices[type], [side]: value } } });
        return (
          <section key={departure.id || `new-${i}`} className="package-editor__card" aria-label={t('editor.departure', { n: i + 1 })}>
            <div className="package-editor__card-head">
              <h3>{t('editor.departure', { n: i + 1 })}</h3>
              <Button
                variant="ghost"
                onClick={() => rows.remove(i)}
                disabled={booked}
                aria-label={t('editor.remove_departure', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
            </div>
            {booked && <p className="package-editor__hint">{t('hints.departure_booked', { count: departure.seats_taken })}</p>}
            <EditorMessage text={errors[field('id')]} />
            <div className="people-form__grid">
              <TextField {...text('date')} type="date" label={t('fields.departure_date')} readOnly={booked} dir="ltr" required />
              <TextField {...text('seats_total')} label={t('fields.seats_total')} inputMode="numeric" dir="ltr" required />
              <SelectField
                {...text('status')}
                label={t('fields.departure_status')}
                options={(['open', 'closed'] as const).map((s) => ({ value: s, label: t(`departure_status.${s}`) }))}
              />
            </div>
            <div className="package-prices">
              {PACKAGE_PRICE_TYPES.map((type) => (
                <div key={type} className="package-prices__row">
                  <TextField
                    name={field(departurePriceField(type))}
                    label={t('fields.price', { type: t(`price_types.${type}`) })}
                    value={departure.prices[type].price}
                    error={amountError(departure.prices[type].price, field(departurePriceField(type)))}
                    onChange={(e) => setPrice(type, 'price', e.target.value)}
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    required
                  />
                  <TextField
                    name={field(departureAgentPriceField(type))}
                    label={t('fields.agent_price', { type: t(`price_types.${type}`) })}
                    value={departure.prices[type].agent}
                    error={agentError(departure.prices[type], field(departureAgentPriceField(type)))}
                    onChange={(e) => setPrice(type, 'agent', e.target.value)}
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    required
                  />
                </div>
              ))}
            </div>
          </section>
        );
      })}
      <Button variant="secondary" onClick={() => rows.add(emptyDeparture())}>
        {t('editor.add_departure')}
      </Button>
    </fieldset>
  );
}
