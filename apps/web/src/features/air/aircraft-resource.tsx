import {
  ZAircraftListQuery,
  ZCreateAircraft,
  ZUpdateAircraft,
  type TAircraft,
  type TCreateAircraft,
  type TUpdateAircraft,
} from '@safar/contracts';
import { Link } from 'react-router';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { activeFilter, airTexts, CodeCell, StatusCell, toggleAction } from './air-cells';
import { aircraftHooks, AIRCRAFT_PER_PAGE } from './aircraft-queries';
import './air.css';

/** The aircraft form as its inputs hold it. */
export interface TAircraftFormValues {
  iata_code: string;
  icao_code: string;
  name: string;
  manufacturer: string;
  active: boolean;
}

const EMPTY: TAircraftFormValues = { iata_code: '', icao_code: '', name: '', manufacturer: '', active: true };
const ltr = 'ltr' as const;

/** Aircraft types: /admin/aircrafts, /admin/new/aircraft and /admin/update/aircraft?id=. */
export const aircraftResource: TResourceDefinition<TAircraft, TAircraftFormValues, TCreateAircraft, TUpdateAircraft> = {
  hooks: aircraftHooks,
  namespaces: ['air'],
  paths: { list: '/admin/aircrafts', form: '/admin/new/aircraft', edit: '/admin/update/aircraft' },
  perPage: AIRCRAFT_PER_PAGE,
  listQuery: ZAircraftListQuery,
  name: (a) => a.name,
  texts: airTexts('aircraft'),
  columns: [
    { key: 'iata_code', header: 'air:aircraft.fields.iata_code', sort: 'iata_code', cell: (a) => <CodeCell code={a.iata_code} /> },
    {
      key: 'name',
      header: 'air:aircraft.fields.name',
      sort: 'name',
      cell: (a, { editPath }) => <Link to={editPath}>{a.name}</Link>,
    },
    { key: 'icao_code', header: 'air:aircraft.fields.icao_code', cell: (a) => <CodeCell code={a.icao_code} /> },
    { key: 'manufacturer', header: 'air:aircraft.fields.manufacturer', sort: 'manufacturer', cell: (a) => a.manufacturer },
    { key: 'status', header: 'air:aircraft.fields.status', cell: (a, { t }) => <StatusCell active={a.active} t={t} /> },
  ],
  filters: [activeFilter('aircraft')],
  rowActions: [toggleAction('aircraft')],
  form: {
    fields: [
      {
        kind: 'text',
        name: 'iata_code',
        label: 'air:aircraft.fields.iata_code',
        required: true,
        dir: ltr,
        hint: 'air:aircraft.hints.iata_code',
      },
      { kind: 'text', name: 'icao_code', label: 'air:aircraft.fields.icao_code', dir: ltr, hint: 'air:aircraft.hints.icao_code' },
      { kind: 'text', name: 'name', label: 'air:aircraft.fields.name', required: true },
      { kind: 'text', name: 'manufacturer', label: 'air:aircraft.fields.manufacturer', required: true },
      { kind: 'checkbox', name: 'active', label: 'air:aircraft.fields.active' },
    ],
    empty: EMPTY,
    toValues: (a) => ({
      iata_code: a.iata_code,
      icao_code: a.icao_code ?? '',
      name: a.name,
      manufacturer: a.manufacturer,
      active: a.active,
    }),
    create: ZCreateAircraft,
    update: ZUpdateAircraft,
  },
};
