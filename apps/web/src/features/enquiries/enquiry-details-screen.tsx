import { ENQUIRY_SET_STATUSES, ZEnquiryReply, type TEnquiryDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useEnquiry, useEnquiryAssignees, useReplyToEnquiry, useUpdateEnquiry } from './enquiries-queries';
import { EnquiryBookingLink } from './enquiry-booking-link';
import { EnquiryAbout, EnquiryStatusBadge } from './enquiry-status';
import '@/styles/page.css';
import './enquiries.css';

/** {area}/enquiries/:id: the message, the thread of replies, a reply form, the status and assignment, and its booking. */
export function EnquiryDetailsScreen({ base }: { base: string }) {
  const { t } = useTranslation('enquiries');
  const { id } = useParams();
  const enquiry = useEnquiry(id);
  if (enquiry.isPending) return <PageState state="loading" />;
  if (enquiry.isError) return <PageState state="error" onRetry={() => void enquiry.refetch()} />;
  const e = enquiry.data;
  return (
    <div className="people-stack">
      <Link to={`${base}/enquiries`}>{t('enquiries:details.back')}</Link>
      <div className="page-header">
        <h1>
          {t('enquiries:details.title', { reference: e.reference })} <EnquiryStatusBadge status={e.status} />
        </h1>
      </div>
      <div className="enquiry-layout">
        <div className="people-stack">
          <Card title={t('enquiries:details.message')}>
            <p>
              <strong>{e.full_name}</strong> · <bdi dir="ltr">{e.email}</bdi>
              {e.phone && (
                <>
                  {' · '}
                  <bdi dir="ltr">{e.phone}</bdi>
                </>
              )}
            </p>
            <p className="muted">
              <EnquiryAbout enquiry={e} /> · <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              {e.sender && <> · {t('enquiries:details.sender', { name: e.sender.name })}</>}
            </p>
            <pre className="enquiry-message">{e.message}</pre>
          </Card>
          <Card title={t('enquiries:details.thread')}>
            {e.replies.length === 0 ? (
              <p className="muted">{t('enquiries:details.no_replies')}</p>
            ) : (
              <ol className="enquiry-thread">
                {e.replies.map((r) => (
                  <li key={r.id} className="card">
                    <p className="muted">
                      {r.author.name} · <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                    </p>
                    <pre className="enquiry-message">{r.body}</pre>
                  </li>
                ))}
              </ol>
            )}
            <ReplyForm enquiry={e} />
          </Card>
        </div>
        <div className="people-stack">
          <Card title={t('enquiries:details.status')}>
            <StatusForm key={`${e.status}-${e.assigned_to?.id ?? ''}`} enquiry={e} />
          </Card>
          <Card title={t('enquiries:details.booking')}>
            <EnquiryBookingLink enquiry={e} base={base} />
          </Card>
        </div>
      </div>
    </div>
  );
}

function ReplyForm({ enquiry }: { enquiry: TEnquiryDetails }) {
  const { t } = useTranslation('enquiries');
  const reply = useReplyToEnquiry(enquiry.id);
  const form = useZodForm({ body: '' });
  if (enquiry.status === 'converted') return <p className="muted">{t('enquiries:details.converted_note')}</p>;
  if (enquiry.status === 'closed') return <p className="muted">{t('enquiries:details.closed_note')}</p>;
  const handleSubmit = form.handleSubmit(ZEnquiryReply, (data, element) =>
    reply.mutate(data, {
      onSuccess: (res) => {
        notifySuccess(res);
        form.setValues({ body: '' });
      },
      onError: (err) => {
        if (!form.showServerErrors(err, element)) notifyError(err);
      },
    }),
  );
  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <TextAreaField
        name="body"
        label={t('enquiries:details.reply')}
        hint={t('enquiries:details.reply_hint', { email: enquiry.email, language: t(`enquiries:languages.${enquiry.locale}`) })}
        required
        rows={6}
        value={form.values.body}
        onChange={(ev) => form.setField('body', ev.target.value)}
        error={form.errors.body}
      />
      <Button type="submit" busy={reply.isPending}>
        {t('enquiries:details.send_reply')}
      </Button>
    </form>
  );
}

function StatusForm({ enquiry }: { enquiry: TEnquiryDetails }) {
  const { t } = useTranslation('enquiries');
  const update = useUpdateEnquiry(enquiry.id);
  const assignees = useEnquiryAssignees();
  const [status, setStatus] = useState<string>(enquiry.status);
  const [assignee, setAssignee] = useState(enquiry.assigned_to?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const converted = enquiry.status === 'converted';
  const save = () => {
    const body = {
      ...(status !== enquiry.status && !converted ? { status: status as (typeof ENQUIRY_SET_STATUSES)[number] } : {}),
      ...(assignee !== (enquiry.assigned_to?.id ?? '') ? { assigned_to: assignee || null } : {}),
    };
    if (Object.keys(body).length === 0) return;
    update.mutate(body, {
      onSuccess: (res) => notifySuccess(res),
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fieldErrors() : {};
        setErrors(fields);
        if (!Object.keys(fields).length) notifyError(err);
      },
    });
  };
  return (
    <div className="form">
      <SelectField
        name="status"
        label={t('enquiries:details.status')}
        disabled={converted}
        options={(converted ? (['converted'] as const) : ENQUIRY_SET_STATUSES).map((s) => ({
          value: s,
          label: t(`enquiries:statuses.${s}`),
        }))}
        value={status}
        onChange={(ev) => setStatus(ev.target.value)}
        error={errors.status}
      />
      <SelectField
        name="assigned_to"
        label={t('enquiries:details.assign')}
        placeholder={t('enquiries:details.nobody')}
        options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        value={assignee}
        onChange={(ev) => setAssignee(ev.target.value)}
        error={errors.assigned_to}
      />
      <Button onClick={save} busy={update.isPending}>
        {t('enquiries:details.save')}
      </Button>
    </div>
  );
}
