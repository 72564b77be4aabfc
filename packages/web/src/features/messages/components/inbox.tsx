import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import button from '@/shared/ui/button.module.css';
import { useMessages } from '@/features/messages/api/get-messages';
import { messageKeys } from '@/features/messages/api/keys';
import { formatMessageDate, mergeMessages } from '@/features/messages/model';
import styles from '@/features/messages/components/messages.module.css';

/** The inbox: newest first, unread ones marked, more pages on request. */
export function Inbox() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const messages = useMessages(language, true);
  const lastPage = messages.data?.pages.at(-1);

  // Each page answered carries the unread count: the latest one feeds the badges.
  useEffect(() => {
    if (lastPage) client.setQueryData(messageKeys.unread, lastPage.unreadCount);
  }, [client, lastPage]);

  return (
    <QueryState query={messages} failedTitle={t('messages_load_failed')} keepData>
      {(data) => {
        const list = mergeMessages(data.pages);
        const unread = data.pages.at(-1)?.unreadCount ?? 0;
        if (list.length === 0) return <NoData text={t('messages_empty')} />;

        return (
          <div className={styles.page}>
            <p className={styles.summary} role="status" data-testid="unread-summary">
              {unread > 0
                ? t('messages_unread_summary', { count: unread })
                : t('messages_all_read')}
            </p>
            <ul className={styles.list} aria-label={t('title_message_center')}>
              {list.map((message) => (
                <li key={message.id}>
                  <Link
                    to={{ search: `?id=${message.id}` }}
                    state={{ fromInbox: true }}
                    className={styles.item}
                    data-unread={!message.read || undefined}
                    data-testid="message-item"
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.itemBody}>
                      <span className={styles.itemTop}>
                        <span className={styles.itemTitle}>{message.title}</span>
                        <time className={styles.date} dateTime={message.createdAt}>
                          {formatMessageDate(message.createdAt, locale)}
                        </time>
                      </span>
                      {!message.read && (
                        <span className="visually-hidden">{t('message_unread')}</span>
                      )}
                      {message.broadcast && (
                        <span className={styles.tag}>{t('message_broadcast')}</span>
                      )}
                      <span className={styles.preview}>{message.preview}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {messages.hasNextPage ? (
              <div className={styles.more}>
                {messages.isFetchNextPageError && (
                  <p className={styles.error} role="alert">
                    {t('messages_more_failed')}
                  </p>
                )}
                <button
                  type="button"
                  className={`${button.button} ${button.secondary}`}
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                  aria-busy={messages.isFetchingNextPage || undefined}
                >
                  {messages.isFetchingNextPage && <Spinner size={18} />}
                  {messages.isFetchingNextPage ? t('loading') : t('messages_load_more')}
                </button>
              </div>
            ) : (
              <p className={styles.end}>{t('messages_end')}</p>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
