import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NoticeList } from '@/features/home/components/notice-list';
import { MessageCentre } from '@/features/messages/components/message-centre';
import { MESSAGE_PAGE_TABS, messagePageHref, messagePageTab } from '@/features/messages/model';
import { useSession } from '@/shared/session/session';
import { LoginPrompt } from '@/app/routes/login-dialog';
import styles from '@/features/messages/components/messages.module.css';

/**
 * /m/message: the player's messages in two parts, the inbox (the message centre's,
 * a visitor is asked to log in) and the operator's notices (for everyone).
 */
export default function MessageScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const tab = messagePageTab(params, session !== null);
  return (
    <>
      <nav className={styles.switcher} aria-label={t('message_page_parts')}>
        {MESSAGE_PAGE_TABS.map((name) => (
          <Link
            key={name}
            to={messagePageHref(name)}
            replace
            className={styles.switch}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`message_page_${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'notices' ? (
        <NoticeList />
      ) : session ? (
        <MessageCentre />
      ) : (
        <LoginPrompt title={t('messages_login_title')} text={t('messages_login_text')} />
      )}
    </>
  );
}
