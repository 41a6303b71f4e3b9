import {
  CABIN_CLASSES,
  CHILD_AGES,
  MAX_SEATED_PASSENGERS,
  searchDateProblem,
  TRIP_TYPES,
  ZFlightSearchQuery,
  type TCabinClass,
  type TTripType,
} from '@safar/contracts';
import { memo, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { formatNumber } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { AirportPicker } from '@/features/reference-data/airport-picker';
import { PassengerStepper } from './passenger-stepper';
import {
  agesFor,
  browserToday,
  DEFAULT_CHILD_AGE,
  DEFAULT_INFANT_AGE,
  EMPTY_SEARCH,
  readPreviousSearch,
  savePreviousSearch,
  searchInput,
  searchQueryString,
  type TSearchFormValues,
} from './search-params';
import '@/styles/forms.css';
import './flight-search.css';

export interface FlightSearchFormProps {
  /** Where the results are shown: the form goes there with the search in the address. */
  resultsPath: string;
  /** The search the page shows (from its address); without one, the last search prefills the form. */
  current?: Partial<TSearchFormValues> | null;
  /** Messages per field to show from the start (the API's 422 for the search the page shows). */
  initialErrors?: Record<string, string> | undefined;
  /** Show the form's title ("Search flights"); hidden where the page's own heading says it. */
  showTitle?: boolean;
}

const FIELD_ORDER = [
  'trip_type',
  'origin',
  'destination',
  'departure_date',
  'return_date',
  'adults',
  'children',
  'infants',
  'child_ages',
  'infant_ages',
  'cabin_class',
];
const CHILD_AGE_OPTIONS = Array.from({ length: CHILD_AGES.max - CHILD_AGES.min + 1 }, (_, i) => CHILD_AGES.min + i);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The flight search: trip type, airports, dates, passengers and cabin. It checks the search
 * with the API's own schema and date rule; a refused search shows "Please ensure that these
 * fields are filled properly." and the message of each field. A valid one is remembered in
 * `localStorage.previous_search` and opens the results with the search in the address.
 * Memoised: changing a filter of the results below (the address) does not render it again.
 */
export const FlightSearchForm = memo(function FlightSearchForm({
  resultsPath,
  current,
  initialErrors,
  showTitle = false,
}: FlightSearchFormProps) {
  const { t } = useTranslation(['flights', 'validation']);
  const navigate = useNavigate();
  const titleId = useId();
  const [today] = useState(browserToday);
  const [values, setValues] = useState<TSearchFormValues>(() =>
    withAges({ ...EMPTY_SEARCH, ...(current ?? readPreviousSearch(today) ?? {}) }),
  );
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors ?? {});

  const update = (patch: Partial<TSearchFormValues>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      // An infant travels on an adult's lap: fewer adults take infants with them.
      if (next.infants > next.adults) next.infants = next.adults;
      return withAges(next);
    });
    setErrors((e) => {
      // A changed count changes how many ages there are: their message goes with it.
      const fields = Object.keys(patch).flatMap((f) => (f === 'children' ? [f, 'child_ages'] : f === 'infants' ? [f, 'infant_ages'] : [f]));
      if (!fields.some((f) => f in e)) return e;
      return Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f)));
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ZFlightSearchQuery.safeParse(searchInput(values));
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
    // The schema calls a missing day "not valid"; an empty date field is simply not filled in yet.
    if (!values.departure_date) found.departure_date = t('validation:required');
    const problem = DAY.test(values.departure_date) ? searchDateProblem({ departure_date: values.departure_date }, today) : null;
    if (problem && !found[problem.path]) found[problem.path] = t(toI18nKey(problem.message));
    if (!parsed.success || problem) {
      setErrors(found);
      notify('error', t('flights:search.invalid'));
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    setErrors({});
    savePreviousSearch(parsed.data);
    // A results address may carry its own query (staff keep the agency they book for in it).
    void navigate(`${resultsPath}${resultsPath.includes('?') ? '&' : '?'}${searchQueryString(parsed.data)}`);
  };

  const roundTrip = values.trip_type === 'round_trip';
  const seatedLeft = MAX_SEATED_PASSENGERS - values.adults - values.children;
  const unknownErrors = Object.entries(errors).filter(([field]) => !FIELD_ORDER.includes(field));

  return (
    <form className="flight-search" noValidate aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} className={showTitle ? 'flight-search__title' : 'visually-hidden'}>
        {t('flights:search.title')}
      </h2>
      <fieldset className="flight-search__trip" data-field="trip_type">
        <legend>{t('flights:search.trip_type')}</legend>
        <div className="flight-search__choices">
          {TRIP_TYPES.map((type) => (
            <label key={type} className="choice-option">
              <input
                type="radio"
                name="trip_type"
                value={type}
                checked={values.trip_type === type}
                onChange={() => update({ trip_type: type as TTripType })}
              />
              {t(`flights:trip_types.${type}`)}
            </label>
          ))}
        </div>
        {errors.trip_type && <p className="field-error">{errors.trip_type}</p>}
      </fieldset>

      <div className="flight-search__route">
        <AirportPicker
          name="origin"
          label={t('flights:search.origin')}
          hint={t('flights:search.airport_hint')}
          required
          value={values.origin}
          error={errors.origin}
          onChange={(origin) => update({ origin })}
        />
        <button
          type="button"
          className="btn btn-ghost flight-search__swap"
          aria-label={t('flights:search.swap')}
          title={t('flights:search.swap')}
          onClick={() => update({ origin: values.destination, destination: values.origin })}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <AirportPicker
          name="destination"
          label={t('flights:search.destination')}
          hint={t('flights:search.airport_hint')}
          required
          value={values.destination}
          error={errors.destination}
          onChange={(destination) => update({ destination })}
        />
      </div>

      <div className="flight-search__dates">
        <TextField
          name="departure_date"
          type="date"
          label={t('flights:search.departure_date')}
          required
          min={today}
          value={values.departure_date}
          error={errors.departure_date}
          onChange={(e) => update({ departure_date: e.target.value })}
        />
        {roundTrip && (
          <TextField
            name="return_date"
            type="date"
            label={t('flights:search.return_date')}
            required
            min={values.departure_date || today}
            value={values.return_date}
            error={errors.return_date}
            onChange={(e) => update({ return_date: e.target.value })}
          />
        )}
      </div>

      <fieldset className="flight-search__passengers">
        <legend>{t('flights:search.passengers')}</legend>
        <div className="flight-search__steppers">
          <PassengerStepper
            name="adults"
            label={t('flights:search.adults')}
            hint={t('flights:search.adults_hint')}
            value={values.adults}
            min={1}
            max={values.adults + Math.max(0, seatedLeft)}
            decreaseLabel={t('flights:search.adults_fewer')}
            increaseLabel={t('flights:search.adults_more')}
            error={errors.adults}
            onChange={(adults) => update({ adults })}
          />
          <PassengerStepper
            name="children"
            label={t('flights:search.children')}
            hint={t('flights:search.children_hint')}
            value={values.children}
            min={0}
            max={values.children + Math.max(0, seatedLeft)}
            decreaseLabel={t('flights:search.children_fewer')}
            increaseLabel={t('flights:search.children_more')}
            error={errors.children}
            onChange={(children) => update({ children })}
          />
          <PassengerStepper
            name="infants"
            label={t('flights:search.infants')}
            hint={t('flights:search.infants_hint')}
            value={values.infants}
            min={0}
            max={values.adults}
            decreaseLabel={t('flights:search.infants_fewer')}
            increaseLabel={t('flights:search.infants_more')}
            error={errors.infants}
            onChange={(infants) => update({ infants })}
          />
        </div>
        {values.children + values.infants > 0 && (
          <div className="flight-search__ages">
            <div
              className="flight-search__age-selects"
              data-field="child_ages"
              data-invalid={errors.child_ages || errors.infant_ages ? 'true' : undefined}
            >
              {values.child_ages.map((age, i) => (
                <SelectField
                  // The position is the passenger: one select per child, in order.
                  key={i}
                  name={`child_age_${i + 1}`}
                  label={t('flights:search.child_age', { n: formatNumber(i + 1) })}
                  options={CHILD_AGE_OPTIONS.map((a) => ({ value: String(a), label: formatNumber(a) }))}
                  value={String(age)}
                  onChange={(e) => update({ child_ages: values.child_ages.map((a, j) => (j === i ? Number(e.target.value) : a)) })}
                />
              ))}
              {values.infant_ages.map((age, i) => (
                <SelectField
                  key={i}
                  name={`infant_age_${i + 1}`}
                  label={t('flights:search.infant_age', { n: formatNumber(i + 1) })}
                  options={[
                    { value: '0', label: t('flights:search.infant_under_1') },
                    { value: '1', label: formatNumber(1) },
                  ]}
                  value={String(age)}
                  onChange={(e) => update({ infant_ages: values.infant_ages.map((a, j) => (j === i ? Number(e.target.value) : a)) })}
                />
              ))}
            </div>
            <p className="field-hint">{t('flights:search.ages_hint')}</p>
            {errors.child_ages && <p className="field-error">{errors.child_ages}</p>}
            {errors.infant_ages && <p className="field-error">{errors.infant_ages}</p>}
          </div>
        )}
      </fieldset>

      <SelectField
        name="cabin_class"
        className="flight-search__cabin"
        label={t('flights:search.cabin_class')}
        options={CABIN_CLASSES.map((c) => ({ value: c, label: t(`flights:cabins.${c}`) }))}
        value={values.cabin_class}
        error={errors.cabin_class}
        onChange={(e) => update({ cabin_class: e.target.value as TCabinClass })}
      />

      {unknownErrors.length > 0 && (
        <ul className="field-error flight-search__other-errors">
          {unknownErrors.map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
      )}

      <div className="flight-search__submit">
        <Button type="submit">{t('flights:search.submit')}</Button>
      </div>
    </form>
  );
});

/** Focuses the first field with a message: an input, the first button of a passenger stepper or an age. */
function focusFirstInvalid(form: HTMLFormElement) {
  form
    .querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] button:not([aria-disabled="true"]), [data-invalid="true"] select',
    )
    ?.focus();
}

/** One age per child and per infant, whatever the counts became. */
function withAges(values: TSearchFormValues): TSearchFormValues {
  return {
    ...values,
    child_ages: agesFor(values.child_ages, values.children, DEFAULT_CHILD_AGE),
    infant_ages: agesFor(values.infant_ages, values.infants, DEFAULT_INFANT_AGE),
  };
}
