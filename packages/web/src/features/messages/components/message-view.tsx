import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { AlertIcon, BackIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { StatusPage } from '@/shared/ui/status-page';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import { useDeleteMessage } from '@/features/messages/api/delete-message';
import { useMessage } from '@/features/messages/api/get-message';
import { useMarkRead } from '@/features/messages/api/mark-read';
import { formatMessageDate } from '@/features/messages/model';
import styles from '@/features/messages/components/messages.module.css';

interface Props {
  id: number;
  onBack: () => void;
}

/**
 * One message: its sanitised HTML. Opening an unread message marks it read (the
 * inbox and the unread badges follow); it can be deleted after a confirmation.
 */
export function MessageView({ id, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const message = useMessage(id, language);
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const marked = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const unread = message.data ? !message.data.read : false;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    markAsRead(id);
  }, [unread, id, markAsRead]);

  // A new view: move focus to its heading, as a page change would.
  const loaded = message.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const confirmDelete = () => {
    setConfirming(false);
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('message_deleted'));
        onBack();
      },
      onError: (error) => toast.error(t(errorMessageKey(error))),
    });
  };

  const backButton = (
    <button
      type="button"
      className={`${button.button} ${button.secondary} ${styles.back}`}
      onClick={onBack}
    >
      <BackIcon size={18} />
      {t('messages_back_to_inbox')}
    </button>
  );

  // A deleted message: nothing to retry, only the way back.
  const gone = (error: unknown) =>
    isApiError(error) && error.errorCode === 'message.not_found' ? (
      <StatusPage icon={<AlertIcon size={40} />} title={t('error_message_not_found')}>
        {backButton}
      </StatusPage>
    ) : undefined;

  return (
    <QueryState
      query={message}
      failedTitle={t('messages_open_failed')}
      failedReason={false}
      failedActions={backButton}
      failure={gone}
    >
      {({ title, createdAt, broadcast, content }) => {
        return (
          <div className={styles.page}>
            <article className={styles.message} aria-labelledby={`message-${id}-title`}>
              <h2
                id={`message-${id}-title`}
                ref={heading}
                tabIndex={-1}
                className={styles.messageTitle}
              >
                {title}
              </h2>
              <p className={styles.meta}>
                <time dateTime={createdAt}>{formatMessageDate(createdAt, locale)}</time>
                {broadcast && <span className={styles.tag}>{t('message_broadcast')}</span>}
              </p>
              <SafeHtml html={content} />
            </article>
            <div className={styles.actions}>
              {backButton}
              <button
                type="button"
                className={`${button.button} ${styles.delete}`}
                onClick={() => setConfirming(true)}
                disabled={remove.isPending}
              >
                {remove.isPending ? t('message_deleting') : t('message_delete')}
              </button>
            </div>
            <ConfirmDialog
              open={confirming}
              message={t('message_delete_confirm')}
              onConfirm={confirmDelete}
              onCancel={() => setConfirming(false)}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
