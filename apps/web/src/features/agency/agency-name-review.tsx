import type { TAgencySummary } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { useInvalidateUsers } from '@/features/users/users-queries';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

/** PUT /agency-name-reviewed/{id}: finance staff have looked at the flagged name. */
function useMarkNameReviewed() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (agencyId: string) => api<null>('PUT', `/agency-name-reviewed/${encodeURIComponent(agencyId)}`),
    onSuccess: invalidate,
  });
}

/** A short mark for lists: the agency's name awaits a look from staff. */
export function AgencyNameReviewBadge({ agency }: { agency: Pick<TAgencySummary, 'name_review'> | null }) {
  const { t } = useTranslation('users');
  if (!agency?.name_review) return null;
  return <Badge tone="warning">{t('users:name_review.badge')}</Badge>;
}

export interface AgencyNameReviewNoticeProps {
  agency: TAgencySummary;
  /** Finance staff (admin, accounts) may clear the mark once they have checked the name. */
  canMarkReviewed: boolean;
}

/**
 * Why staff should look at this agency's name (it renamed itself after approval, or it has the
 * name of another agency), shown on the staff screens until someone marks it reviewed.
 */
export function AgencyNameReviewNotice({ agency, canMarkReviewed }: AgencyNameReviewNoticeProps) {
  const { t } = useTranslation('users');
  const mark = useMarkNameReviewed();
  const review = agency.name_review;
  if (!review) return null;
  return (
    <section className="name-review" aria-label={t('users:name_review.badge')}>
      <p>
        <Badge tone="warning">{t('users:name_review.badge')}</Badge>{' '}
        {t('users:name_review.flagged_at', { at: formatDateTime(review.flagged_at) })}
      </p>
      <ul>
        {review.previous_name !== null && (
          <li>
            {t('users:name_review.renamed')} <bdi>{review.previous_name}</bdi>
          </li>
        )}
        {review.same_name_as !== null && (
          <li>
            {t('users:name_review.name_taken')} <bdi>{review.same_name_as}</bdi>
          </li>
        )}
      </ul>
      {canMarkReviewed && (
        <Button
          variant="secondary"
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(agency.id, {
              onSuccess: (result) => notifySuccess(result),
              onError: (err) => notifyError(err, 'messages:something_went_wrong'),
            })
          }
        >
          {t('users:name_review.mark_reviewed')}
        </Button>
      )}
    </section>
  );
}
