import { useTranslation } from 'react-i18next';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/feedback: a visitor is asked to log in; a trial account may not send feedback. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <RealMemberOnly
      loginTitle={t('feedback_login_title')}
      loginText={t('feedback_login_text')}
      trialTitle={t('title_feedback')}
    >
      <FeedbackPage />
    </RealMemberOnly>
  );
}
