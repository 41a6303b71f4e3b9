import {
  CURRENCIES,
  GROUP_CABIN_CLASSES,
  GROUP_FARE_TYPES,
  GROUP_TICKET_STATUSES,
  GROUP_TRIP_TYPES,
  groupTicketProblems,
  ZCreateGroupTicket,
  ZUpdateGroupTicket,
  type TCreateGroupTicket,
  type TGroupFares,
  type TGroupTicket,
} from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ResourceEditLoader } from '@/components/resource/resource-edit-loader';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { emptyLeg, groupTicketBody, type TGroupTicketFormValues, type TLegValues } from './group-ticket-form-values';
import { GroupTicketLegs, legFieldNames, type TDirection } from './group-ticket-legs';
import { GroupTicketNameList } from './group-ticket-names';
import { groupTicketResource } from './group-ticket-resource';
import '@/styles/page.css';
import '@/styles/forms.css';
import './group-tickets.css';

const { hooks, paths } = groupTicketResource;

/**
 * /admin/new/group-ticket (POST /group-tickets) and /admin/update/group-ticket?id=… (GET the
 * block, then PUT it): the block, its flights in local time at each airport, seats, fares per
 * passenger type, baggage and the booking cut-off; an existing block shows its name list below.
 */
export function GroupTicketFormScreen() {
  return (
    <ResourceEditLoader resource={groupTicketResource}>
      {(ticket, initial) => <GroupTicketForm ticket={ticket} initial={initial} />}
    </ResourceEditLoader>
  );
}

const PLAIN_FIELDS = [
  'airline_code',
  'title',
  'trip_type',
  'cabin_class',
  'status',
  'seats_total',
  'currency',
  'baggage.carry_on_pieces',
  'baggage.carry_on_kg',
  'baggage.checked_pieces',
  'baggage.checked_kg',
  'booking_cutoff_at',
  'refundable',
  'change_penalty_note',
  'refund_penalty_note',
  'airline_pnr',
  ...GROUP_FARE_TYPES.flatMap((type) => [`fares.${type}.net_minor`, `fares.${type}.selling_minor`]),
];

function GroupTicketForm({ ticket, initial }: { ticket: TGroupTicket | null; initial: TGroupTicketFormValues }) {
  const { t } = useTranslation(['group-tickets', 'validation']);
  const navigate = useNavigate();
  const form = useZodForm<TGroupTicketFormValues>(initial);
  const { values, errors, changeValues: change } = form;
  const create = hooks.useSave();
  const update = hooks.useUpdate<unknown>();
  const [zone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const sold = ticket ? ticket.seats_total - ticket.seats_left : 0;

  const text = (name: keyof TGroupTicketFormValues & string, field: string = name) => ({
    name: field,
    value: String(values[name] ?? ''),
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }, [field]),
  });
  const setLegs = (direction: TDirection) => (legs: TLegValues[], field?: string) =>
    change({ [direction]: legs }, field ? [field, direction] : [direction]);
  const setTripType = (tripType: string) => {
    const back =
      tripType === 'return' && values.return_legs.length === 0
        ? [emptyLeg(values.outbound_legs[values.outbound_legs.length - 1]?.destination, values.outbound_legs[0]?.origin)]
        : values.return_legs;
    change({ trip_type: tripType as TGroupTicketFormValues['trip_type'], return_legs: back }, ['trip_type', 'return_legs']);
  };
  const setFare = (type: (typeof GROUP_FARE_TYPES)[number], side: 'net' | 'selling', value: string) =>
    change({ fares: { ...values.fares, [type]: { ...values.fares[type], [side]: value } } }, [
      `fares.${type}.${side === 'net' ? 'net_minor' : 'selling_minor'}`,
    ]);

  const onDone = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Parameters<typeof notifySuccess>[0]) => {
      notifySuccess(result);
      void navigate(paths.list);
    },
    onError: (err: Error) => {
      if (!form.showServerErrors(err, formElement)) notifyError(err);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { body, problems } = groupTicketBody(values);
    const parsed = (ticket ? ZUpdateGroupTicket : ZCreateGroupTicket).safeParse(body);
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
    // The schema checks fares against each other only once every field is valid; say it now.
    if (!parsed.success)
      for (const problem of groupTicketProblems({ fares: body.fares as TGroupFares }))
        found[problem.path.join('.')] ??= t(toI18nKey(problem.message));
    // An amount that is no amount says why, rather than "required".
    for (const [field, problem] of Object.entries(problems)) found[field] = t(toI18nKey(problem.key), problem.params);
    if (Object.keys(found).length || !parsed.success) {
      form.setErrors(found);
      focusFirstError(formElement);
      return;
    }
    if (ticket) update.mutate({ id: ticket.id, body: parsed.data }, onDone(formElement));
    else create.mutate(parsed.data as TCreateGroupTicket, onDone(formElement));
  };

  const shown = [
    ...PLAIN_FIELDS,
    ...legFieldNames('outbound_legs', values.outbound_legs),
    ...(values.trip_type === 'return' ? legFieldNames('return_legs', values.return_legs) : []),
  ];
  const options = (list: readonly string[], prefix: string) => list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <div className="people-stack">
      <div>
        <Link to={paths.list} className="back-link">
          {t('back')}
        </Link>
        <h1>{ticket ? t('edit_title', { reference: ticket.reference }) : t('new_title')}</h1>
        <p className="group-ticket-note">{t('intro')}</p>
      </div>
      <form className="people-form" noValidate onSubmit={submit}>
        <FormError errors={otherErrors(errors, shown)} />
        <fieldset className="people-fieldset">
          <legend>{t('sections.block')}</legend>
          <div className="people-form__grid">
            <TextField
              {...text('airline_code')}
              label={t('fields.airline_code')}
              hint={t('hints.airline_code')}
              required
              dir="ltr"
              maxLength={2}
              autoComplete="off"
              readOnly={sold > 0}
            />
            <TextField {...text('title')} label={t('fields.title')} hint={t('hints.title')} autoComplete="off" />
            <SelectField
              {...text('trip_type')}
              onChange={(e) => setTripType(e.target.value)}
              label={t('fields.trip_type')}
              options={options(GROUP_TRIP_TYPES, 'trip_types')}
              required
              disabled={sold > 0}
            />
            <SelectField
              {...text('cabin_class')}
              label={t('fields.cabin_class')}
              options={options(GROUP_CABIN_CLASSES, 'cabins')}
              required
              disabled={sold > 0}
            />
            <SelectField {...text('status')} label={t('fields.status')} options={options(GROUP_TICKET_STATUSES, 'status')} required />
          </div>
        </fieldset>
        <GroupTicketLegs
          direction="outbound_legs"
          legs={values.outbound_legs}
          errors={errors}
          onChange={setLegs('outbound_legs')}
          locked={sold > 0}
        />
        {values.trip_type === 'return' && (
          <GroupTicketLegs
            direction="return_legs"
            legs={values.return_legs}
            errors={errors}
            onChange={setLegs('return_legs')}
            locked={sold > 0}
          />
        )}
        <fieldset className="people-fieldset">
          <legend>{t('sections.seats_fares')}</legend>
          <p className="group-ticket-note">{t('hints.fares', { currency: values.currency })}</p>
          <div className="people-form__grid">
            <TextField
              {...text('seats_total')}
              label={t('fields.seats_total')}
              hint={sold > 0 ? t('hints.seats_sold', { sold }) : undefined}
              required
              inputMode="numeric"
              dir="ltr"
            />
            <SelectField
              {...text('currency')}
              label={t('fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              required
              disabled={sold > 0}
            />
          </div>
          <div className="people-form__grid">
            {GROUP_FARE_TYPES.flatMap((type) =>
              (['net', 'selling'] as const).map((side) => {
                const field = `fares.${type}.${side === 'net' ? 'net_minor' : 'selling_minor'}`;
                return (
                  <TextField
                    key={field}
                    name={field}
                    label={t(`fields.${side}`, { type: t(`fare_types.${type}`) })}
                    value={values.fares[type][side]}
                    error={errors[field]}
                    onChange={(e) => setFare(type, side, e.target.value)}
                    required
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                  />
                );
              }),
            )}
          </div>
        </fieldset>
        <fieldset className="people-fieldset">
          <legend>{t('sections.baggage')}</legend>
          <div className="people-form__grid">
            {(['carry_on_pieces', 'carry_on_kg', 'checked_pieces', 'checked_kg'] as const).map((name) => (
              <TextField
                key={name}
                {...text(name, `baggage.${name}`)}
                label={t(`fields.${name}`)}
                hint={name === 'checked_kg' ? t('hints.checked_kg') : undefined}
                required={name.endsWith('pieces')}
                inputMode="numeric"
                dir="ltr"
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="people-fieldset">
          <legend>{t('sections.booking')}</legend>
          <div className="people-form__grid">
            <TextField
              {...text('booking_cutoff', 'booking_cutoff_at')}
              type="datetime-local"
              label={t('fields.booking_cutoff')}
              hint={t('hints.booking_cutoff', { zone })}
              required
              dir="ltr"
            />
            <TextAreaField {...text('change_penalty_note')} label={t('fields.change_penalty_note')} />
            <TextAreaField {...text('refund_penalty_note')} label={t('fields.refund_penalty_note')} />
            <TextField
              {...text('airline_pnr')}
              label={t('fields.airline_pnr')}
              hint={t('hints.airline_pnr')}
              autoComplete="off"
              dir="ltr"
              maxLength={8}
            />
          </div>
          <div className="check-field">
            <input
              id="group-ticket-refundable"
              name="refundable"
              type="checkbox"
              checked={values.refundable}
              onChange={(e) => change({ refundable: e.target.checked }, ['refundable'])}
            />
            <label htmlFor="group-ticket-refundable">{t('fields.refundable')}</label>
          </div>
        </fieldset>
        <div className="form-actions">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {ticket ? t('save') : t('create')}
          </Button>
          <Link to={paths.list}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
      {ticket && <GroupTicketNameList ticket={ticket} />}
    </div>
  );
}
