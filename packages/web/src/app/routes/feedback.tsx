import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/feedback: a visitor is asked to log in; a trial account may not send feedback. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('feedback_login_title')} text={t('feedback_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('title_feedback')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return <FeedbackPage />;
}
