import type { TUser } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { useUser } from './users-queries';

export interface EditLoaderProps {
  titleKey: string;
  kind?: 'staff' | 'clients';
  /** Renders the form once the user (?id=…) is loaded; keyed by id so the form starts fresh. */
  children: (user: TUser) => ReactNode;
}

/** Loads the user named by ?id= for an edit screen, with the loading, not-found and error states. */
export function EditLoader({ titleKey, kind, children }: EditLoaderProps) {
  // The title's namespace must be loaded before the first (loading or not-found) render shows it.
  const { t } = useTranslation([titleKey.slice(0, titleKey.indexOf(':')), 'users']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useUser(id, kind);
  if (id && query.isPending) return <PageState state="loading" />;
  if (!id || !query.data) {
    const notFound = !id || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <>
        <h1>{t(titleKey)}</h1>
        {notFound ? (
          <PageState state="empty" />
        ) : (
          <PageState
            state="error"
            message={query.error instanceof ApiError ? query.error.description : undefined}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    );
  }
  return <div key={query.data.id}>{children(query.data)}</div>;
}
