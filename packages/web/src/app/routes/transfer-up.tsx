import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { TransferUp } from '@/features/agent/components/transfer-up';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/upLine/transfer: transfer to superior. A visitor is asked to log in. */
export default function TransferUpScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('transfer_up_login_title')} text={t('transfer_up_login_text')} />;
  }
  return <TransferUp securityPath="/m/securityCenter" homePath="/m/mine" />;
}
