import { ZAnswerScheduleChange, type TScheduleChangeAnswer, type TScheduleChangeDetails } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/text-area-field';
import { issuesToFieldErrors } from '@/features/forms/issue-message';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, notifyError } from '@/lib/toast';
import { useAnswerScheduleChange } from './schedule-changes-queries';

/**
 * The one answer to a change: keep the new flights, or cancel for the whole amount back to the
 * wallet (shown). Checked with the API's own schema before it is sent.
 */
export function AnswerChangeForm({ change }: { change: TScheduleChangeDetails }) {
  const { t } = useTranslation(['schedule_changes', 'validation']);
  const answer = useAnswerScheduleChange();
  const [choice, setChoice] = useState<TScheduleChangeAnswer | ''>(change.answers.length === 1 ? change.answers[0]! : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ZAnswerScheduleChange.safeParse({ change_id: change.id, answer: choice || undefined, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t));
      focusFirstError(form);
      return;
    }
    setErrors({});
    answer.mutate(parsed.data, {
      onSuccess: (result) => notify('success', result.description),
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fieldErrors() : {};
        if (Object.keys(fields).length) return setErrors(fields);
        notifyError(err);
      },
    });
  };

  const refund = change.refund ? formatMoney(change.refund.amount_minor, change.refund.currency, currentLocale()) : null;
  return (
    <form className="change-answer" noValidate onSubmit={handleSubmit}>
      <fieldset aria-invalid={errors.answer ? true : undefined} aria-describedby={errors.answer ? 'answer-error' : undefined}>
        <legend>{t('schedule_changes:answer.legend')}</legend>
        {change.answers.map((a) => (
          <label key={a} className="change-answer__option">
            <input type="radio" name="answer" value={a} checked={choice === a} onChange={() => setChoice(a)} />
            <span>
              <strong>{t(`schedule_changes:answer.${a}`)}</strong>
              <span className="cell-sub">
                {a === 'refund'
                  ? refund
                    ? t('schedule_changes:answer.refund_hint', { amount: refund })
                    : t('schedule_changes:answer.refund_hint_unpaid')
                  : t('schedule_changes:answer.accept_hint')}
              </span>
            </span>
          </label>
        ))}
        {errors.answer && (
          <p id="answer-error" className="field-error" role="alert">
            {errors.answer}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="note"
        label={t('schedule_changes:answer.note')}
        maxLength={500}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="dialog-actions">
        <Button type="submit" busy={answer.isPending}>
          {t('schedule_changes:answer.send')}
        </Button>
      </div>
    </form>
  );
}
