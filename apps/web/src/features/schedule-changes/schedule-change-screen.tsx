import type { TScheduleChangeDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/i18n';
import { isUuid } from '@/lib/url-filters';
import { AnswerChangeForm } from './answer-change-form';
import { changesHref, type TChangesArea } from './changes-area';
import { ChangeFlights } from './change-flights';
import { ChangeStatusBadge } from './change-status';
import { useScheduleChange } from './schedule-changes-queries';
import '@/styles/page.css';
import '@/styles/details.css';
import '@/styles/tables.css';
import './schedule-changes.css';

/** {area}/schedule-changes/:id: one airline's change, the flights before and after, and the answer. */
export function ScheduleChangeScreen({ area }: { area: TChangesArea }) {
  const { t } = useTranslation('schedule_changes');
  const { id: raw } = useParams();
  const id = isUuid(raw ?? null) ? raw! : null;
  const change = useScheduleChange(id);
  const back = (
    <Link to={changesHref(area)} className="back-link">
      {t('schedule_changes:back')}
    </Link>
  );
  if (!id || (change.error instanceof ApiError && change.error.status === 404))
    return (
      <div>
        {back}
        <h1>{t('schedule_changes:title')}</h1>
        <PageState state="empty" messageKey="schedule_changes:not_found" />
      </div>
    );
  if (change.isPending) return <PageState state="loading" />;
  if (change.isError)
    return (
      <PageState
        state="error"
        message={change.error instanceof ApiError ? change.error.description : undefined}
        onRetry={() => void change.refetch()}
      />
    );
  return <ChangeDetails change={change.data} area={area} back={back} />;
}

function ChangeDetails({ change, area, back }: { change: TScheduleChangeDetails; area: TChangesArea; back: React.ReactNode }) {
  const { t } = useTranslation('schedule_changes');
  const lost = change.differences.lost_connections;
  return (
    <div className="people-stack schedule-change">
      <div>
        {back}
        <div className="page-header">
          <div className="booking-details__title">
            <h1>{t('schedule_changes:details_title', { reference: change.booking.reference })}</h1>
            <ChangeStatusBadge status={change.status} />
          </div>
          <Link to={area.bookingHref(change.booking.id)}>{t('schedule_changes:open_booking')}</Link>
        </div>
        <p className="muted">
          {change.kind === 'cancellation' ? t('schedule_changes:intro_cancellation') : t('schedule_changes:intro_schedule')}
        </p>
      </div>
      <Card title={t('schedule_changes:facts_title')}>
        <dl className="people-details">
          <dt>{t('schedule_changes:columns.pnr')}</dt>
          <dd>
            <bdi dir="ltr">{change.booking.pnr ?? ''}</bdi>
          </dd>
          {change.agency && (
            <>
              <dt>{t('schedule_changes:columns.agency')}</dt>
              <dd>{change.agency.name}</dd>
            </>
          )}
          <dt>{t('schedule_changes:columns.received')}</dt>
          <dd>
            <time dateTime={change.created_at}>{formatDateTime(change.created_at)}</time>
          </dd>
          {change.answer_by && change.status === 'open' && (
            <>
              <dt>{t('schedule_changes:columns.answer_by')}</dt>
              <dd>
                <time dateTime={change.answer_by} className="change-deadline">
                  {formatDateTime(change.answer_by)}
                </time>
              </dd>
            </>
          )}
          {change.answered_by && change.answered_at && (
            <>
              <dt>{t('schedule_changes:answered')}</dt>
              <dd>
                {t('schedule_changes:answered_by', { name: change.answered_by.name })}{' '}
                <time dateTime={change.answered_at}>{formatDateTime(change.answered_at)}</time>
              </dd>
            </>
          )}
        </dl>
      </Card>
      <Card title={t('schedule_changes:flights_title')}>
        <ChangeFlights change={change} />
        {lost.length > 0 && (
          <div className="form-notice change-warning" role="note">
            <strong>{t('schedule_changes:lost_connection')}</strong>
            <ul>
              {lost.map((c) => (
                <li key={`${c.slice}-${c.airport}`}>
                  {t(c.minutes < 0 ? 'schedule_changes:connection_negative' : 'schedule_changes:connection_short', {
                    airport: c.airport,
                    minutes: formatNumber(Math.abs(c.minutes)),
                    minimum: formatNumber(c.minimum_minutes),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      {change.answers.length > 0 && (
        <Card title={t('schedule_changes:answer.title')}>
          <AnswerChangeForm change={change} />
        </Card>
      )}
    </div>
  );
}
