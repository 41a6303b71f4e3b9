import { MAX_GROUP_LEGS } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { emptyLeg, type TLegValues } from './group-ticket-form-values';

export type TDirection = 'outbound_legs' | 'return_legs';

interface LegsProps {
  direction: TDirection;
  legs: TLegValues[];
  errors: Record<string, string>;
  /** Replaces the direction's flights (a field typed, a flight added or removed). */
  onChange: (legs: TLegValues[], changedField?: string) => void;
  /** Flights cannot change once seats are sold: the fields are read-only then. */
  locked?: boolean;
}

const CODE_FIELDS = ['flight_number', 'origin', 'destination', 'aircraft'] as const;

/** The field names a direction shows, so the form's summary lists only the errors no field shows. */
export const legFieldNames = (direction: TDirection, legs: TLegValues[]) =>
  legs.flatMap((leg, i) => Object.keys(leg).map((field) => `${direction}.${i}.${field}`));

/** One direction's flights: each with its number, airports, local times and optional details; add or remove connections. */
export function GroupTicketLegs({ direction, legs, errors, onChange, locked }: LegsProps) {
  const { t } = useTranslation('group-tickets');
  const set = (index: number, field: keyof TLegValues, value: string) =>
    onChange(
      legs.map((leg, i) => (i === index ? { ...leg, [field]: value } : leg)),
      `${direction}.${index}.${field}`,
    );
  const add = () => onChange([...legs, emptyLeg(legs[legs.length - 1]?.destination ?? '')]);
  const remove = (index: number) => onChange(legs.filter((_, i) => i !== index));

  return (
    <fieldset className="people-fieldset">
      <legend>{t(direction === 'outbound_legs' ? 'sections.outbound' : 'sections.return')}</legend>
      <div className="group-ticket-legs">
        {legs.map((leg, index) => {
          const field = (name: keyof TLegValues, extra: { required?: boolean; hint?: string; type?: string } = {}) => {
            const path = `${direction}.${index}.${name}`;
            const code = (CODE_FIELDS as readonly string[]).includes(name);
            return (
              <TextField
                name={path}
                label={t(`fields.${name}`)}
                value={leg[name]}
                error={errors[path]}
                autoComplete="off"
                readOnly={locked}
                dir={code || extra.type ? 'ltr' : undefined}
                autoCapitalize={code ? 'characters' : undefined}
                onChange={(e) => set(index, name, e.target.value)}
                {...extra}
              />
            );
          };
          return (
            <fieldset key={index} className="group-ticket-leg">
              <legend>{t('leg.title', { number: index + 1 })}</legend>
              <div className="people-form__grid">
                {field('flight_number', { required: true })}
                {field('origin', { required: true, hint: t('hints.airport') })}
                {field('destination', { required: true, hint: t('hints.airport') })}
                {field('departure_local', { required: true, type: 'datetime-local', hint: t('hints.local_time') })}
                {field('arrival_local', { required: true, type: 'datetime-local', hint: t('hints.local_time') })}
                {field('aircraft', { hint: t('hints.aircraft') })}
                {field('origin_terminal')}
                {field('destination_terminal')}
              </div>
              {legs.length > 1 && !locked && (
                <Button variant="secondary" onClick={() => remove(index)}>
                  {t('leg.remove', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          );
        })}
      </div>
      {legs.length < MAX_GROUP_LEGS && !locked && (
        <Button variant="secondary" onClick={add}>
          {t(direction === 'outbound_legs' ? 'leg.add_outbound' : 'leg.add_return')}
        </Button>
      )}
    </fieldset>
  );
}
