import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { isApiError } from '@/shared/http/api-error';
import { useSession } from '@/shared/session/session';
import { LockIcon } from '@/shared/ui/screen-icons';
import { PageLoading } from '@/shared/ui/page-loading';
import { StatusPage } from '@/shared/ui/status-page';
import { toast } from '@/shared/ui/toast/toast-store';
import { isReferralRunning, referralAction } from '@/features/app-links/model';
import { useRunningPromotions } from '@/features/member/api/get-promotions';
import { InviteFriends } from '@/features/referral/components/invite-friends';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { LoginPrompt } from '@/app/routes/login-dialog';

const MEMBER_CENTRE = '/m/mine';

/**
 * /m/inviteFriends: only while a REFERRAL promotion runs. Without
 * it, the referral rule of the app says 'contact_service' for
 * 2 s, and the member goes back to the member centre.
 */
function ReferralGate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useStartupSettings();
  const language = useDebouncedLanguage();
  const promotions = useRunningPromotions(language);
  const told = useRef(false);

  const refuse = useCallback(() => {
    if (told.current) return;
    told.current = true;
    const action = referralAction(false, true);
    if (action.kind === 'message') toast.info(t(action.key), { duration: action.duration });
    void navigate(MEMBER_CENTRE, { replace: true });
  }, [navigate, t]);

  const running = promotions.data ? isReferralRunning(promotions.data) : undefined;
  useEffect(() => {
    if (running === false) refuse();
  }, [running, refuse]);

  const onUnavailable = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.errorCode === 'referral.unavailable') refuse();
    },
    [refuse],
  );

  // Promotions that cannot be read leave the decision to the server's answer.
  if (promotions.isPending) return <PageLoading />;
  if (running === false) return <Navigate to={MEMBER_CENTRE} replace />;
  return <InviteFriends operatorName={settings.operatorName} onUnavailable={onUnavailable} />;
}

export default function InviteFriendsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('referral_login_title')} text={t('referral_login_text')} />;
  }
  if (session.type === MEMBER_TYPE.TRIAL) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('title_invite_friends')} tone="warning">
        <p>{t('free_reject')}</p>
      </StatusPage>
    );
  }
  return <ReferralGate />;
}
