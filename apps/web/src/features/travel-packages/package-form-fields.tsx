import { CURRENCIES, PACKAGE_STATUSES, UMRAH_CITIES, type TPackageKind } from '@safar/contracts';
import type { TResourceField } from '@/components/resource/resource-definition';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { TextAreaField } from '@/components/text-area-field';
import { CountryPicker } from '@/features/reference-data/country-picker';
import { BilingualListEditor } from './editors/bilingual-list-editor';
import { DeparturesEditor } from './editors/departures-editor';
import { GalleryEditor } from './editors/gallery-editor';
import { HotelsEditor } from './editors/hotels-editor';
import { ItineraryEditor } from './editors/itinerary-editor';
import type {
  TDayValues,
  TDepartureValues,
  TGalleryItemValues,
  THotelValues,
  TListItemValues,
  TPackageFormValues,
} from './package-form-values';
import './editors/package-editors.css';

type TField = TResourceField<TPackageFormValues>;
type TValue = TPackageFormValues[keyof TPackageFormValues];

const summary = (name: 'summary_en' | 'summary_ar'): TField => ({
  kind: 'custom',
  name,
  label: `packages:fields.${name}`,
  required: true,
  render: (p) => (
    <TextAreaField
      name={name}
      label={p.label}
      value={String(p.value)}
      error={p.error}
      hint={undefined}
      onChange={(e) => p.onChange(e.target.value)}
      maxLength={200}
      dir={name === 'summary_ar' ? 'rtl' : 'ltr'}
      required
    />
  ),
});

const description = (name: 'description_en' | 'description_ar'): TField => ({
  kind: 'custom',
  name,
  label: `packages:fields.${name}`,
  render: (p) => <RichTextField name={name} label={p.label} value={String(p.value)} error={p.error} onChange={p.onChange} preset="full" />,
});

const list = (name: 'inclusions' | 'exclusions' | 'ziyarat'): TField => ({
  kind: 'custom',
  name,
  label: `packages:fields.${name}`,
  render: (p) => (
    <BilingualListEditor
      name={name}
      label={p.label}
      items={p.value as TListItemValues[]}
      errors={p.errors}
      onChange={(items) => p.onChange(items as TValue)}
    />
  ),
});

/**
 * The form's fields for a kind, in the order the form shows them: the titles and address, where
 * and how long, the texts, the pictures, the lists, the itinerary, the hotels and the departures.
 */
export function packageFormFields(kind: TPackageKind): TField[] {
  const destination: TField[] =
    kind === 'umrah'
      ? [
          {
            kind: 'select',
            name: 'destination_city',
            label: 'packages:fields.destination_city',
            required: true,
            options: UMRAH_CITIES.map((c) => ({ value: c, label: `packages:cities.${c}` })),
          },
        ]
      : [
          {
            kind: 'custom',
            name: 'country_code',
            label: 'packages:fields.country',
            required: true,
            render: (p) => (
              <CountryPicker label={p.label} value={String(p.value)} onChange={(code) => p.onChange(code)} error={p.error} required />
            ),
          },
          { kind: 'text', name: 'city_en', label: 'packages:fields.city_en', required: true },
          { kind: 'text', name: 'city_ar', label: 'packages:fields.city_ar', required: true },
        ];
  return [
    { kind: 'text', name: 'title_en', label: 'packages:fields.title_en', required: true },
    { kind: 'text', name: 'title_ar', label: 'packages:fields.title_ar', required: true },
    { kind: 'text', name: 'slug', label: 'packages:fields.slug', hint: 'packages:hints.slug', dir: 'ltr' },
    {
      kind: 'select',
      name: 'status',
      label: 'packages:fields.status',
      required: true,
      options: PACKAGE_STATUSES.map((s) => ({ value: s, label: `packages:status.${s}` })),
    },
    ...destination,
    { kind: 'text', name: 'nights', label: 'packages:fields.nights', required: true, dir: 'ltr' },
    {
      kind: 'select',
      name: 'currency',
      label: 'packages:fields.currency',
      required: true,
      options: CURRENCIES.map((c) => ({ value: c, label: c })),
    },
    summary('summary_en'),
    summary('summary_ar'),
    description('description_en'),
    description('description_ar'),
    {
      kind: 'custom',
      name: 'gallery',
      label: 'packages:fields.gallery',
      render: (p) => (
        <GalleryEditor
          label={p.label}
          items={p.value as TGalleryItemValues[]}
          errors={p.errors}
          onChange={(items) => p.onChange(items as TValue)}
        />
      ),
    },
    {
      kind: 'custom',
      name: 'flights_included',
      label: 'packages:fields.flights_included',
      render: (p) => (
        <div className="check-field field-wide">
          <input
            id="package-flights-included"
            name="flights_included"
            type="checkbox"
            checked={Boolean(p.value)}
            onChange={(e) => p.onChange(e.target.checked)}
          />
          <label htmlFor="package-flights-included">{p.label}</label>
        </div>
      ),
    },
    { kind: 'text', name: 'flights_note_en', label: 'packages:fields.flights_note_en', hint: 'packages:hints.flights_note' },
    { kind: 'text', name: 'flights_note_ar', label: 'packages:fields.flights_note_ar' },
    ...(kind === 'umrah'
      ? ([
          { kind: 'text', name: 'transport_en', label: 'packages:fields.transport_en', hint: 'packages:hints.transport' },
          { kind: 'text', name: 'transport_ar', label: 'packages:fields.transport_ar' },
          list('ziyarat'),
        ] satisfies TField[])
      : []),
    list('inclusions'),
    list('exclusions'),
    {
      kind: 'custom',
      name: 'itinerary',
      label: 'packages:fields.itinerary',
      render: (p) => <ItineraryEditor days={p.value as TDayValues[]} errors={p.errors} onChange={(days) => p.onChange(days as TValue)} />,
    },
    {
      kind: 'custom',
      name: 'hotels',
      label: 'packages:fields.hotels',
      render: (p) => (
        <HotelsEditor
          kind={kind}
          hotels={p.value as THotelValues[]}
          errors={p.errors}
          onChange={(hotels) => p.onChange(hotels as TValue)}
        />
      ),
    },
    {
      kind: 'custom',
      name: 'departures',
      label: 'packages:fields.departures',
      render: (p) => (
        <DeparturesEditor
          departures={p.value as TDepartureValues[]}
          currency={p.values.currency}
          errors={p.errors}
          onChange={(departures) => p.onChange(departures as TValue)}
        />
      ),
    },
  ];
}
