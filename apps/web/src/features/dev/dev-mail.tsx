import type { TList } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageState } from '@/components/page-state';
import { Pagination } from '@/components/pagination';
import { ApiError, apiGet } from '@/lib/api';
import { DevMailItem, type TDevMail } from './dev-mail-item';

const PER_PAGE = 20;

/**
 * /dev/mail: mails captured by the API in development (GET /api/dev/mail), newest first, so
 * sign-in codes and links can be read without an SMTP server. Production answers 404.
 */
export function DevMail() {
  const { t } = useTranslation('dev');
  const [page, setPage] = useState(1);
  const mails = useQuery({
    queryKey: ['dev-mail', page],
    queryFn: async () => (await apiGet<TList<TDevMail> | TDevMail[]>('/dev/mail', { page, per_page: PER_PAGE })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const list = mails.data ? (Array.isArray(mails.data) ? { items: mails.data, pagination: null } : mails.data) : null;
  const disabled = mails.error instanceof ApiError && mails.error.status === 404;

  return (
    <div className="container dev-mail">
      <div className="row-between">
        <h1>{t('dev:mail.title')}</h1>
        <Button variant="secondary" busy={mails.isFetching} onClick={() => void mails.refetch()}>
          {t('dev:mail.refresh')}
        </Button>
      </div>
      <p className="muted">{t('dev:mail.intro')}</p>
      {disabled ? (
        <PageState state="empty" messageKey="dev:mail.disabled" />
      ) : mails.isError ? (
        <PageState
          state="error"
          message={mails.error instanceof ApiError ? mails.error.description : undefined}
          onRetry={() => void mails.refetch()}
        />
      ) : !list ? (
        <PageState state="loading" />
      ) : list.items.length === 0 ? (
        <PageState state="empty" />
      ) : (
        <>
          <ol className="mail-list" aria-busy={mails.isFetching || undefined}>
            {list.items.map((mail) => (
              <li key={mail.id}>
                <DevMailItem mail={mail} />
              </li>
            ))}
          </ol>
          {list.pagination && (
            <Pagination
              page={list.pagination.page}
              perPage={list.pagination.per_page}
              total={list.pagination.total}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
