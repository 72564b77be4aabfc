import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { MessageCentre } from '@/features/messages/components/message-centre';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/webEmail: the message centre; a visitor is asked to log in. */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('messages_login_title')} text={t('messages_login_text')} />;
  }
  return <MessageCentre />;
}
