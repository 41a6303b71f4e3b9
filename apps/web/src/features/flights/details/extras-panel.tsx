import { ZPatchAncillaries, type TAncillaries, type TFlightDetails, type TPassengerType } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { ApiError } from '@/lib/api';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAncillaries, usePatchAncillaries } from '../flights-queries';

interface TPassenger {
  index: number;
  type: TPassengerType;
  /** 1-based number within its type ("Adult 2"). */
  number: number;
}

/** The travellers of the offer, numbered as the API counts them: adults, then children, then infants. */
export function passengersOf(counts: TFlightDetails['passengers']): TPassenger[] {
  const out: TPassenger[] = [];
  const add = (type: TPassengerType, count: number) => {
    for (let n = 1; n <= count; n++) out.push({ index: out.length, type, number: n });
  };
  add('adult', counts.adults);
  add('child', counts.children);
  add('infant', counts.infants);
  return out;
}

/** Extra bags and seats for the offer, chosen per passenger and saved with the offer on the server. */
export function ExtrasPanel({ flight, disabled }: { flight: TFlightDetails; disabled: boolean }) {
  const { t } = useTranslation('flights');
  const extras = useAncillaries(flight.flight_id);
  return (
    <Card title={t('flights:extras.title')} className="offer-extras-card">
      {extras.isPending ? (
        <PageState state="loading" />
      ) : extras.isError ? (
        <PageState
          state="error"
          message={extras.error instanceof ApiError && extras.error.description ? extras.error.description : undefined}
          onRetry={() => void extras.refetch()}
        />
      ) : extras.data.bags.length === 0 && extras.data.seats.length === 0 ? (
        <p className="muted">{t('flights:extras.none')}</p>
      ) : (
        // A saved answer starts the form again from what the server kept.
        <ExtrasForm key={extras.dataUpdatedAt} flight={flight} extras={extras.data} disabled={disabled} />
      )}
    </Card>
  );
}

const bagKey = (bagId: string, passenger: number) => `${bagId}:${passenger}`;
const seatKey = (segment: number, passenger: number) => `${segment}:${passenger}`;

function ExtrasForm({ flight, extras, disabled }: { flight: TFlightDetails; extras: TAncillaries; disabled: boolean }) {
  const { t } = useTranslation('flights');
  const save = usePatchAncillaries();
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, extras.currency, locale);
  const passengers = passengersOf(flight.passengers);
  const segments = flight.segments.flat();
  const seatById = new Map(extras.seats.map((s) => [s.id, s]));
  const bagById = new Map(extras.bags.map((b) => [b.id, b]));

  const [bags, setBags] = useState<Record<string, number>>(() => {
    const out: Record<string, number> = {};
    for (const s of extras.selected) if (bagById.has(s.id)) out[bagKey(s.id, s.passenger_index)] = s.quantity;
    return out;
  });
  const [seats, setSeats] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = {};
    for (const s of extras.selected) {
      const seat = seatById.get(s.id);
      if (seat) out[seatKey(seat.segment_index, s.passenger_index)] = seat.id;
    }
    return out;
  });

  let total = 0;
  for (const [key, quantity] of Object.entries(bags)) total += (bagById.get(key.split(':')[0]!)?.price_minor ?? 0) * quantity;
  for (const id of Object.values(seats)) total += seatById.get(id)?.price_minor ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selections = [
      ...Object.entries(bags)
        .filter(([, quantity]) => quantity > 0)
        .map(([key, quantity]) => ({ id: key.split(':')[0]!, passenger_index: Number(key.split(':')[1]), quantity })),
      ...Object.entries(seats)
        .filter(([, id]) => id)
        .map(([key, id]) => ({ id, passenger_index: Number(key.split(':')[1]), quantity: 1 })),
    ];
    const body = ZPatchAncillaries.safeParse({ flight_id: flight.flight_id, selections });
    if (!body.success) return notifyError(null);
    save.mutate(body.data, { onSuccess: (result) => notifySuccess(result), onError: (err) => notifyError(err) });
  };

  const passengerName = (p: TPassenger) => t(`flights:extras.passenger_${p.type}`, { number: formatNumber(p.number) });
  const segmentName = (i: number) => {
    const s = segments[i];
    return s ? t('flights:extras.segment', { from: s.origin.code, to: s.destination.code, flight: s.flight_number }) : '';
  };

  return (
    <form className="offer-extras" noValidate onSubmit={submit}>
      <fieldset className="offer-extras__fields" disabled={disabled || save.isPending || !extras.may_change}>
        <legend className="visually-hidden">{t('flights:extras.title')}</legend>
        {passengers.map((p) => {
          const bagOptions = extras.bags.filter((b) => b.passenger_types.includes(p.type));
          // Infants sit on an adult's lap: no seat of their own.
          const seatSegments =
            p.type === 'infant' ? [] : segments.map((_, i) => i).filter((i) => extras.seats.some((s) => s.segment_index === i));
          if (!bagOptions.length && !seatSegments.length) return null;
          return (
            <fieldset key={p.index} className="offer-extras__passenger">
              <legend>{passengerName(p)}</legend>
              <div className="people-form__grid">
                {bagOptions.map((bag) => (
                  <SelectField
                    key={bag.id}
                    name={`bag-${bag.id}-${p.index}`}
                    label={t(bag.kg ? `flights:extras.bag_${bag.kind}_kg` : `flights:extras.bag_${bag.kind}`, {
                      kg: bag.kg === null ? '' : formatNumber(bag.kg),
                      price: money(bag.price_minor),
                    })}
                    options={Array.from({ length: bag.max_quantity + 1 }, (_, n) => ({ value: String(n), label: formatNumber(n) }))}
                    value={String(bags[bagKey(bag.id, p.index)] ?? 0)}
                    onChange={(e) => setBags((b) => ({ ...b, [bagKey(bag.id, p.index)]: Number(e.target.value) }))}
                  />
                ))}
                {seatSegments.map((segment) => {
                  const key = seatKey(segment, p.index);
                  const takenByOthers = new Set(
                    Object.entries(seats)
                      .filter(([k, id]) => k !== key && id && k.startsWith(`${segment}:`))
                      .map(([, id]) => id),
                  );
                  return (
                    <SelectField
                      key={key}
                      name={`seat-${segment}-${p.index}`}
                      label={t('flights:extras.seat_for', { segment: segmentName(segment) })}
                      placeholder={t('flights:extras.no_seat')}
                      options={extras.seats
                        .filter((s) => s.segment_index === segment && s.available && !takenByOthers.has(s.id))
                        .map((s) => ({
                          value: s.id,
                          label: [
                            s.designator,
                            s.price_minor ? money(s.price_minor) : t('flights:extras.free'),
                            ...s.features.map((f) => t(`flights:seat_features.${f}`, { defaultValue: f })),
                          ].join(' · '),
                        }))}
                      value={seats[key] ?? ''}
                      onChange={(e) => setSeats((s) => ({ ...s, [key]: e.target.value }))}
                    />
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <p className="offer-extras__total">
        {t('flights:extras.total')} <strong>{money(total)}</strong>
      </p>
      {extras.may_change ? (
        <div className="form-actions">
          <Button type="submit" busy={save.isPending} disabled={disabled}>
            {t('flights:extras.save')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('flights:extras.read_only')}</p>
      )}
    </form>
  );
}
