import {
  ZAirlineListQuery,
  ZCreateAirline,
  ZUpdateAirline,
  type TAirline,
  type TCreateAirline,
  type TUpdateAirline,
} from '@safar/contracts';
import { Link } from 'react-router';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { CountryPicker } from '@/features/reference-data/country-picker';
import { currentLocale } from '@/lib/i18n';
import { activeFilter, airTexts, CodeCell, StatusCell, toggleAction } from './air-cells';
import { AirlineLogoField } from './airline-logo-field';
import { airlineToValues, EMPTY_AIRLINE, type TAirlineFormValues } from './airline-form-values';
import { AirlineMarginSection } from './airline-margin-section';
import { marginText } from './airline-margin-values';
import { airlineHooks, AIRLINES_PER_PAGE } from './airlines-queries';
import './air.css';

/** Airlines: /admin/airlines, /admin/new/airline and /admin/update/airline?id= (with its margin). */
export const airlineResource: TResourceDefinition<TAirline, TAirlineFormValues, TCreateAirline, TUpdateAirline> = {
  hooks: airlineHooks,
  namespaces: ['air', 'users', 'uploads'],
  paths: { list: '/admin/airlines', form: '/admin/new/airline', edit: '/admin/update/airline' },
  perPage: AIRLINES_PER_PAGE,
  listQuery: ZAirlineListQuery,
  name: (a) => a.name,
  texts: airTexts('airlines'),
  columns: [
    {
      key: 'logo',
      header: 'air:airlines.fields.logo',
      // The name is in the next column: the image adds nothing for a screen reader.
      cell: (a) => (a.logo_url ? <img className="air-logo" src={a.logo_url} alt="" loading="lazy" /> : null),
    },
    { key: 'iata_code', header: 'air:airlines.fields.iata_code', sort: 'iata_code', cell: (a) => <CodeCell code={a.iata_code} /> },
    {
      key: 'name',
      header: 'air:airlines.fields.name',
      sort: 'name',
      cell: (a, { editPath }) => (
        <>
          <Link to={editPath}>{a.name}</Link>
          {a.icao_code && (
            <span className="cell-sub" dir="ltr">
              {a.icao_code}
            </span>
          )}
        </>
      ),
    },
    { key: 'country', header: 'air:airlines.fields.country', sort: 'country', cell: (a) => a.country_name },
    {
      key: 'margin',
      header: 'air:airlines.fields.margin',
      cell: (a, { t }) => (
        <span dir="ltr">
          {marginText(a.margin ?? null, currentLocale(), (percent) => t('air:margin.percent_value', { percent })) ?? '—'}
        </span>
      ),
    },
    { key: 'status', header: 'air:airlines.fields.status', cell: (a, { t }) => <StatusCell active={a.active} t={t} /> },
  ],
  filters: [
    activeFilter('airlines'),
    {
      name: 'has_margin',
      label: 'air:airlines.margin_filter.label',
      placeholder: 'air:airlines.margin_filter.all',
      options: [
        { value: '1', label: 'air:airlines.margin_filter.with' },
        { value: '0', label: 'air:airlines.margin_filter.without' },
      ],
    },
  ],
  rowActions: [toggleAction('airlines')],
  form: {
    fields: [
      {
        kind: 'text',
        name: 'iata_code',
        label: 'air:airlines.fields.iata_code',
        required: true,
        dir: 'ltr',
        hint: 'air:airlines.hints.iata_code',
      },
      { kind: 'text', name: 'icao_code', label: 'air:airlines.fields.icao_code', dir: 'ltr', hint: 'air:airlines.hints.icao_code' },
      { kind: 'text', name: 'name', label: 'air:airlines.fields.name', required: true },
      {
        kind: 'custom',
        name: 'country_code',
        label: 'air:airlines.fields.country',
        render: ({ value, error, onChange }) => <CountryPicker value={String(value ?? '')} onChange={onChange} error={error} />,
      },
      {
        kind: 'custom',
        name: 'logo',
        label: 'air:airlines.fields.logo',
        render: ({ values, error, setField }) => (
          <AirlineLogoField
            value={values.logo}
            preview={values.logo_preview}
            airlineName={values.name}
            error={error}
            onChange={(logo, preview) => {
              setField('logo', logo);
              setField('logo_preview', preview);
            }}
          />
        ),
      },
      { kind: 'checkbox', name: 'active', label: 'air:airlines.fields.active' },
    ],
    empty: EMPTY_AIRLINE,
    toValues: airlineToValues,
    create: ZCreateAirline,
    update: ZUpdateAirline,
    after: (airline) => <AirlineMarginSection key={airline.id} airline={airline} />,
  },
};
