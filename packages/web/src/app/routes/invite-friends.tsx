import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { isApiError } from '@/shared/http/api-error';
import { PageLoading } from '@/shared/ui/page-loading';
import { toast } from '@/shared/ui/toast/toast-store';
import { isReferralRunning, referralAction } from '@/features/app-links/model';
import { useRunningPromotions } from '@/features/member/api/get-promotions';
import { InviteFriends } from '@/features/referral/components/invite-friends';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { RealMemberOnly } from '@/app/routes/real-member-only';

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
  return (
    <RealMemberOnly
      loginTitle={t('referral_login_title')}
      loginText={t('referral_login_text')}
      trialTitle={t('title_invite_friends')}
    >
      <ReferralGate />
    </RealMemberOnly>
  );
}
