import { useTranslation } from 'react-i18next';
import { SecurityQuestions } from '@/features/security/components/security-questions';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/securityQuestions: the member's security questions (from the security centre). */
export default function SecurityQuestionsScreen() {
  const { t } = useTranslation();
  return (
    <RealMemberOnly
      loginTitle={t('security_login_title')}
      loginText={t('security_login_text')}
      trialTitle={t('security_trial_title')}
    >
      <SecurityQuestions />
    </RealMemberOnly>
  );
}
