import type { TFlightSearchResult } from '@safar/contracts';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatCount, formatLocalTime, formatPrice, stopsLabel } from '../format';
import { activeFilterCount, STOP_CHOICES, TIMES_OF_DAY, type TFlightFilters, type TTimeOfDay } from './filter-flights';
import { toggled } from './result-filters';

export interface FlightFiltersPanelProps {
  filters: TFlightFilters;
  currency: string;
  /** Lowest and highest price of the answer: the price slider's range. */
  priceRange: { min: number; max: number } | null;
  airlines: TFlightSearchResult['available_airlines'];
  onChange: (patch: Partial<TFlightFilters>) => void;
}

/** The hours of each time of day, as the filter buckets departures (see filter-flights.ts). */
const HOURS: Record<TTimeOfDay, [string, string]> = {
  morning: ['05:00', '11:59'],
  afternoon: ['12:00', '17:59'],
  evening: ['18:00', '04:59'],
};
const clock = (hhmm: string) => formatLocalTime(`2000-01-01T${hhmm}`);

/**
 * Time of day, maximum price, stops, airlines (with their lowest price) and refundable only.
 * On a phone the panel folds behind a "Filters" button. Memoised: it renders again only when
 * the filters change.
 */
export const FlightFiltersPanel = memo(function FlightFiltersPanel({
  filters,
  currency,
  priceRange,
  airlines,
  onChange,
}: FlightFiltersPanelProps) {
  const { t } = useTranslation('flights');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const money = (minor: number) => formatPrice(minor, currency);

  return (
    <div className="flight-filters-wrap">
      <Button
        variant="secondary"
        className="flight-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {active ? t('flights:filters.toggle_active', { n: formatCount(active) }) : t('flights:filters.toggle')}
      </Button>
      <section
        id={panelId}
        className={open ? 'flight-filters flight-filters--open' : 'flight-filters'}
        aria-labelledby={`${panelId}-title`}
      >
        <div className="flight-filters__head">
          <h2 id={`${panelId}-title`} className="flight-filters__title">
            {t('flights:filters.title')}
          </h2>
          {active > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => onChange({ time: '', maxPrice: null, stops: [], airlines: [], refundableOnly: false })}
            >
              {t('flights:filters.clear')}
            </button>
          )}
        </div>

        <fieldset className="flight-filter">
          <legend>{t('flights:filters.time')}</legend>
          <label className="choice-option">
            <input type="radio" name={`${panelId}-time`} checked={filters.time === ''} onChange={() => onChange({ time: '' })} />
            {t('flights:filters.time_all')}
          </label>
          {TIMES_OF_DAY.map((time) => (
            <label key={time} className="choice-option">
              <input type="radio" name={`${panelId}-time`} checked={filters.time === time} onChange={() => onChange({ time })} />
              <span>
                {t(`flights:filters.times.${time}`)}{' '}
                <span className="muted flight-filter__hours">
                  {t('flights:filters.hours', { from: clock(HOURS[time][0]), to: clock(HOURS[time][1]) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        {priceRange && priceRange.max > priceRange.min && (
          <PriceFilter range={priceRange} value={filters.maxPrice} format={money} onChange={(maxPrice) => onChange({ maxPrice })} />
        )}

        <fieldset className="flight-filter">
          <legend>{t('flights:filters.stops')}</legend>
          {STOP_CHOICES.map((stops) => (
            <label key={stops} className="choice-option">
              <input
                type="checkbox"
                name="stops"
                value={stops}
                checked={filters.stops.includes(stops)}
                onChange={(e) => onChange({ stops: toggled(filters.stops, stops, e.target.checked) })}
              />
              {stops === 2 ? t('flights:filters.two_or_more') : stopsLabel(t, stops)}
            </label>
          ))}
        </fieldset>

        {airlines.length > 0 && (
          <fieldset className="flight-filter">
            <legend>{t('flights:filters.airlines')}</legend>
            {airlines.map((airline) => (
              <label key={airline.code} className="choice-option flight-filter__airline">
                <input
                  type="checkbox"
                  name="airlines"
                  value={airline.code}
                  checked={filters.airlines.includes(airline.code)}
                  onChange={(e) => onChange({ airlines: toggled(filters.airlines, airline.code, e.target.checked) })}
                />
                <span className="flight-filter__airline-name">{airline.name}</span>{' '}
                <span className="muted flight-filter__from">{t('flights:filters.from', { price: money(airline.from_minor) })}</span>
              </label>
            ))}
          </fieldset>
        )}

        <fieldset className="flight-filter">
          <legend>{t('flights:filters.conditions')}</legend>
          <label className="choice-option">
            <input
              type="checkbox"
              name="refundable"
              checked={filters.refundableOnly}
              onChange={(e) => onChange({ refundableOnly: e.target.checked })}
            />
            {t('flights:filters.refundable_only')}
          </label>
        </fieldset>
      </section>
    </div>
  );
});

interface PriceFilterProps {
  range: { min: number; max: number };
  value: number | null;
  format: (minor: number) => string;
  onChange: (maxPrice: number | null) => void;
}

/**
 * The highest price, on a slider from the answer's lowest to its highest price in hundredths
 * of the range (arrow keys move by one). At its top it sets no limit.
 */
function PriceFilter({ range, value, format, onChange }: PriceFilterProps) {
  const { t } = useTranslation('flights');
  const id = useId();
  const step = Math.max(1, Math.round((range.max - range.min) / 100));
  const shown = Math.min(range.max, Math.max(range.min, value ?? range.max));
  const limit = (v: number) => (v + step > range.max ? null : v);
  return (
    <div className="flight-filter flight-filter--price">
      <label htmlFor={id} className="flight-filter__label">
        {t('flights:filters.max_price')}
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={step}
        value={shown}
        aria-valuetext={limit(shown) === null ? t('flights:filters.any_price') : format(shown)}
        onChange={(e) => onChange(limit(Number(e.target.value)))}
      />
      <output htmlFor={id} className="flight-filter__price-value">
        {limit(shown) === null ? t('flights:filters.any_price') : t('flights:filters.up_to', { price: format(shown) })}
      </output>
    </div>
  );
}
