import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRecordTime } from '@/shared/format/date-range';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useAgentAnnouncements, useReadAnnouncement } from '@/features/agent/api/announcements';
import styles from '@/features/agent/components/agent-notices.module.css';

/**
 * Agent announcements (/m/member/notice?types=A, the agent footer's last entry):
 * the operator's announcements to agents, newest rules first as the operator
 * ordered them. Unread ones are marked; opening one marks it read, which lowers
 * the footer's badge.
 */
export function AgentNotices() {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const list = useAgentAnnouncements({ language });
  const read = useReadAnnouncement();
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <QueryState
      query={list}
      isEmpty={(data) => data.announcements.length === 0}
      emptyText={t('agent_notices_empty')}
    >
      {({ announcements, footer }) => {
        const toggle = (id: number, wasRead: boolean) => {
          setOpen((current) => (current === id ? null : id));
          if (!wasRead && !read.isPending) read.mutate(id);
        };

        return (
          <div className={styles.page}>
            <p className={styles.summary} role="status" data-testid="agent-notices-unread">
              {footer.unreadCount > 0
                ? t('agent_notices_unread', { count: footer.unreadCount })
                : t('agent_notices_all_read')}
            </p>
            <ul className={styles.list}>
              {announcements.map((notice) => {
                const expanded = open === notice.id;
                const panelId = `${baseId}-${notice.id}`;
                return (
                  <li
                    key={notice.id}
                    className={styles.item}
                    data-unread={!notice.read || undefined}
                  >
                    <h2 className={styles.heading}>
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(notice.id, notice.read)}
                      >
                        <span className={styles.title}>
                          {!notice.read && (
                            <span className={styles.new} data-testid="agent-notice-new">
                              {t('agent_notice_new')}
                            </span>
                          )}
                          {notice.title}
                        </span>
                        <time className={styles.date} dateTime={notice.startDate}>
                          {formatRecordTime(notice.startDate, HTML_LANG[language])}
                        </time>
                      </button>
                    </h2>
                    <div id={panelId} hidden={!expanded} className={styles.panel}>
                      {expanded && <SafeHtml html={notice.content} className={styles.content} />}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
