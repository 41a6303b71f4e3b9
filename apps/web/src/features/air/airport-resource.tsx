import {
  ZAirportListQuery,
  ZCreateAirport,
  ZUpdateAirport,
  type TAirport,
  type TCreateAirport,
  type TUpdateAirport,
} from '@safar/contracts';
import { Link } from 'react-router';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { CountryPicker } from '@/features/reference-data/country-picker';
import { activeFilter, airTexts, CodeCell, StatusCell, toggleAction } from './air-cells';
import { airportToValues, EMPTY_AIRPORT, type TAirportFormValues } from './airport-form-values';
import { airportHooks, AIRPORTS_PER_PAGE } from './airports-queries';
import './air.css';

const ltr = 'ltr' as const;

/** Airports: /admin/airports, /admin/new/airport and /admin/update/airport?id=. */
export const airportResource: TResourceDefinition<TAirport, TAirportFormValues, TCreateAirport, TUpdateAirport> = {
  hooks: airportHooks,
  namespaces: ['air', 'users'],
  paths: { list: '/admin/airports', form: '/admin/new/airport', edit: '/admin/update/airport' },
  perPage: AIRPORTS_PER_PAGE,
  listQuery: ZAirportListQuery,
  name: (a) => `${a.iata_code} ${a.name}`,
  texts: airTexts('airports'),
  columns: [
    { key: 'iata_code', header: 'air:airports.fields.iata_code', sort: 'iata_code', cell: (a) => <CodeCell code={a.iata_code} /> },
    {
      key: 'name',
      header: 'air:airports.fields.name',
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
    { key: 'city', header: 'air:airports.fields.city', sort: 'city', cell: (a) => a.city },
    { key: 'country', header: 'air:airports.fields.country', sort: 'country', cell: (a) => a.country_name },
    { key: 'time_zone', header: 'air:airports.fields.time_zone', cell: (a) => <span dir="ltr">{a.time_zone}</span> },
    { key: 'status', header: 'air:airports.fields.status', cell: (a, { t }) => <StatusCell active={a.active} t={t} /> },
  ],
  filters: [activeFilter('airports')],
  rowActions: [toggleAction('airports')],
  form: {
    fields: [
      {
        kind: 'text',
        name: 'iata_code',
        label: 'air:airports.fields.iata_code',
        required: true,
        dir: ltr,
        hint: 'air:airports.hints.iata_code',
      },
      { kind: 'text', name: 'icao_code', label: 'air:airports.fields.icao_code', dir: ltr, hint: 'air:airports.hints.icao_code' },
      { kind: 'text', name: 'name', label: 'air:airports.fields.name', required: true },
      { kind: 'text', name: 'city', label: 'air:airports.fields.city', required: true },
      {
        kind: 'custom',
        name: 'country_code',
        label: 'air:airports.fields.country',
        render: ({ value, error, onChange }) => <CountryPicker value={String(value ?? '')} onChange={onChange} error={error} />,
      },
      {
        kind: 'text',
        name: 'latitude',
        label: 'air:airports.fields.latitude',
        required: true,
        dir: ltr,
        hint: 'air:airports.hints.latitude',
      },
      {
        kind: 'text',
        name: 'longitude',
        label: 'air:airports.fields.longitude',
        required: true,
        dir: ltr,
        hint: 'air:airports.hints.longitude',
      },
      {
        kind: 'text',
        name: 'time_zone',
        label: 'air:airports.fields.time_zone',
        required: true,
        dir: ltr,
        hint: 'air:airports.hints.time_zone',
      },
      { kind: 'checkbox', name: 'active', label: 'air:airports.fields.active' },
    ],
    empty: EMPTY_AIRPORT,
    toValues: airportToValues,
    create: ZCreateAirport,
    update: ZUpdateAirport,
  },
};
