import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { LoginPrompt } from '@/app/routes/login-dialog';

export interface RealMemberOnlyProps {
  /** What a visitor is told with the login prompt. */
  loginTitle: string;
  loginText: string;
  /** The heading over a trial account's refusal. */
  trialTitle: string;
  /** The screen, for a real member. */
  children: ReactNode;
}

/**
 * A screen for real members only: a visitor is asked to log in, and a trial
 * account is told it may not use it (the server refuses it too).
 */
export function RealMemberOnly({
  loginTitle,
  loginText,
  trialTitle,
  children,
}: RealMemberOnlyProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <LoginPrompt title={loginTitle} text={loginText} />;
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={trialTitle} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return children;
}
