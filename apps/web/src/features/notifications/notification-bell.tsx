import type { TNotification } from '@safar/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { currentLocale, formatDateTime, formatNumber } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import {
  BELL_PAGE,
  useBellNotifications,
  useClearNotifications,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
} from './notifications-queries';
import { timeAgo } from './time-ago';
import './notifications.css';

const MAX_SHOWN = 100;
/** Only paths inside the app are followed (a notification's link is data, never a way out). */
const isAppPath = (link: string | null): link is string => Boolean(link && /^\/(?![/\\])/.test(link));

/**
 * The bell of every back-office top bar: the unread count, polled every minute and
 * on window focus, and a panel of the newest notifications. The panel is a non-modal dialog:
 * it takes the focus when it opens, Escape or a click outside closes it, and the focus goes
 * back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(BELL_PAGE);
  const [confirmClear, setConfirmClear] = useState(false);
  const list = useBellNotifications(limit);
  const markAll = useMarkAllRead();
  const clear = useClearNotifications();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.items ?? [];
  const total = list.data?.pagination.total ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setLimit(BELL_PAGE);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const handleDocClick = (e: MouseEvent) => {
      if (!confirmClear && rootRef.current && !rootRef.current.contains(e.target as Node)) close(false);
    };
    // While the confirmation is up, Escape belongs to it (it cancels the confirmation only).
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !confirmClear) close(true);
    };
    document.addEventListener('mousedown', handleDocClick);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handleDocClick);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open, confirmClear]);

  const handleMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: (result) => notifySuccess(result),
      onError: (err) => notifyError(err),
    });

  const handleClear = () =>
    clear.mutate(undefined, {
      onSuccess: (result) => {
        notifySuccess(result);
        setConfirmClear(false);
        panelRef.current?.focus();
      },
      onError: (err) => notifyError(err),
    });

  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications:bell.label', { n: formatNumber(unread) })}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {unread > 99 ? '99+' : formatNumber(unread)}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} ref={panelRef} className="bell-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
          <div className="bell-panel-header">
            <h2 id={titleId} className="bell-title">
              {t('notifications:bell.title')}
            </h2>
            <button
              type="button"
              className="btn btn-ghost bell-close"
              aria-label={t('notifications:bell.close')}
              onClick={() => close(true)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="bell-actions">
            <Button variant="secondary" busy={markAll.isPending} disabled={unread === 0} onClick={handleMarkAll}>
              {t('notifications:panel.mark_all_read')}
            </Button>
            <Button variant="secondary" disabled={items.length === 0} onClick={() => setConfirmClear(true)}>
              {t('notifications:panel.clear_all')}
            </Button>
          </div>
          {list.isPending ? (
            <PageState state="loading" />
          ) : list.isError ? (
            <PageState
              state="error"
              message={
                list.error instanceof ApiError && list.error.description ? list.error.description : t('notifications:panel.load_failed')
              }
              onRetry={() => void list.refetch()}
            />
          ) : items.length === 0 ? (
            <PageState state="empty" messageKey="notifications:panel.empty" />
          ) : (
            <>
              <ul className="bell-list" aria-label={t('notifications:panel.list')}>
                {items.map((n) => (
                  <NotificationItem key={n.id} notification={n} onFollow={() => close(false)} onDeleted={() => panelRef.current?.focus()} />
                ))}
              </ul>
              {total > items.length && (
                <div className="bell-more">
                  <span className="muted">
                    {t('notifications:panel.shown', { shown: formatNumber(items.length), total: formatNumber(total) })}
                  </span>
                  {limit < MAX_SHOWN && (
                    <Button variant="ghost" busy={list.isFetching} onClick={() => setLimit((n) => Math.min(n + BELL_PAGE, MAX_SHOWN))}>
                      {t('notifications:panel.show_more')}
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('notifications:panel.clear_title')}
        message={<p>{t('notifications:panel.clear_message')}</p>}
        confirmLabel={t('notifications:panel.clear_all')}
        tone="danger"
        busy={clear.isPending}
        onConfirm={handleClear}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}

interface NotificationItemProps {
  notification: TNotification;
  /** The notification's link is being followed: the panel closes. */
  onFollow: () => void;
  /** The item is gone: the panel takes the focus back from its delete button. */
  onDeleted: () => void;
}

/** One notification: opening it marks it read and follows its link; a delete button beside it. */
function NotificationItem({ notification: n, onFollow, onDeleted }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const textId = useId();
  const unread = n.read_at === null;

  const handleOpen = () => {
    if (unread) markRead.mutate(n.id, { onError: (err) => notifyError(err) });
    if (isAppPath(n.link)) {
      onFollow();
      void navigate(n.link);
    }
  };

  const handleDelete = () =>
    remove.mutate(n.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        onDeleted();
      },
      onError: (err) => notifyError(err),
    });

  return (
    <li className={unread ? 'bell-item is-unread' : 'bell-item'}>
      <button type="button" className="bell-item-main" onClick={handleOpen}>
        {unread && (
          <>
            <span className="bell-dot" aria-hidden="true" />
            <span className="visually-hidden">{t('notifications:panel.unread')}: </span>
          </>
        )}
        <span id={textId} className="bell-text">
          {t(`notifications:types.${n.type}`, { replace: n.params })}
        </span>
        <time className="bell-time" dateTime={n.created_at} title={formatDateTime(n.created_at)}>
          {timeAgo(n.created_at, currentLocale())}
        </time>
      </button>
      <button
        type="button"
        className="btn btn-ghost bell-delete"
        aria-label={t('notifications:panel.delete')}
        aria-describedby={textId}
        disabled={remove.isPending}
        onClick={handleDelete}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

function BellIcon() {
  return (
    <svg className="bell-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
