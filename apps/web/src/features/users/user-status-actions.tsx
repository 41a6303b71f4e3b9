import type { TUpdateStatus, TUser } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateUserStatus } from './users-queries';

type TAction = TUpdateStatus['action'];

export interface UserStatusActionsProps {
  user: TUser;
  allowed: Record<TAction, boolean>;
}

/** Approve an agent, disable or enable an account (PUT /update-status/{id}), each confirmed first. */
export function UserStatusActions({ user, allowed }: UserStatusActionsProps) {
  const { t } = useTranslation('users');
  const [pending, setPending] = useState<TAction | null>(null);
  const update = useUpdateUserStatus();
  const actions = (['approve', 'disable', 'enable'] as const).filter((a) => allowed[a]);
  if (actions.length === 0) return null;

  const handleConfirm = () => {
    if (!pending) return;
    update.mutate(
      { id: user.id, action: pending },
      {
        onSuccess: (result) => notifySuccess(result),
        onError: (err) => notifyError(err, 'messages:something_went_wrong'),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      {actions.map((action) => (
        <Button key={action} variant={action === 'disable' ? 'danger' : 'primary'} onClick={() => setPending(action)}>
          {t(`users:status_actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`users:status_actions.${pending}_title`) : undefined}
        message={pending ? t(`users:status_actions.${pending}_confirm`, { name: user.name }) : ''}
        confirmLabel={pending ? t(`users:status_actions.${pending}`) : undefined}
        tone={pending === 'disable' ? 'danger' : 'primary'}
        busy={update.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
