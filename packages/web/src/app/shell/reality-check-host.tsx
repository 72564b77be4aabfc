import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DURATION, MEMBER_TYPE } from '@kalaro/contract/constants';
import { useSession } from '@/shared/session/session';
import { toast } from '@/shared/ui/toast/toast-store';
import { useLogout } from '@/features/auth/api/logout';
import { endSession } from '@/features/auth/api/session';
import { ExcludedNotice } from '@/features/protection/components/excluded-notice';
import { RealityCheck } from '@/features/protection/components/reality-check';
import { onSignedOutElsewhere } from '@/features/protection/signed-out-channel';
import { HOME_PATH } from '@/app/routes/table';

const RESPONSIBLE_GAMING_PATH = '/m/responsibleGaming';
const LOGIN_PATH = '/m/login';

/**
 * The reality check of a signed-in member, loaded apart from the first page
 * (the shell mounts it lazily). "Leave" signs out, as a real product does: the
 * session whose figures the check showed ends, and the player lands on home
 * signed out (the next login starts a new session and its own figures). A
 * member who logs in during a time-out or self-exclusion is brought to the
 * responsible-gaming screen (play closed, withdrawing open); one who takes a
 * measure in another tab is signed out in this one at once.
 */
export default function RealityCheckHost() {
  const { t } = useTranslation();
  const logout = useLogout();
  // A trial account plays with trial credit: no session figures to check.
  const trial = useSession()?.type === MEMBER_TYPE.TRIAL;
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignedOutElsewhere(() => {
        endSession(client);
        toast.success(t('protection_signed_out_elsewhere'));
        void navigate(LOGIN_PATH, { replace: true });
      }),
    [client, navigate, t],
  );
  const leave = async () => {
    toast.loading(t('in_please_wait'), { duration: DURATION.SIGN_OUT_LOADING });
    try {
      await logout.mutateAsync();
    } catch {
      // The local session is gone either way; an expired server session is already signed out.
    }
    window.location.assign(HOME_PATH);
  };
  if (trial) return null;
  return (
    <>
      <ExcludedNotice path={RESPONSIBLE_GAMING_PATH} />
      <RealityCheck onLeave={() => void leave()} />
    </>
  );
}
