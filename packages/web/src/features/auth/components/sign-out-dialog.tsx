import { useTranslation } from 'react-i18next';
import { DURATION } from '@kalaro/contract/constants';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import { useLogout } from '@/features/auth/api/logout';
import { HOME_PATH } from '@/features/auth/model';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Sign-out: confirm, a loading toast, DELETE the session, forget
 * the local session data, then reload /m/home.
 */
export default function SignOutDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  const confirm = async () => {
    onClose();
    toast.loading(t('in_please_wait'), { duration: DURATION.SIGN_OUT_LOADING });
    try {
      await logout.mutateAsync();
    } catch {
      // The local session is gone either way; an expired server session is already signed out.
    }
    window.location.assign(HOME_PATH);
  };
  return (
    <ConfirmDialog
      open={open}
      message={t('sign_out_confirm')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
