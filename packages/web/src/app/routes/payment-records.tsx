import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { PaymentRecords } from '@/features/records/components/payment-records';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/vouReport (deposit record) and /m/withdrawReport (withdraw record). A visitor is asked to log in. */
export default function PaymentRecordsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) {
    return <LoginPrompt title={t('records_login_title')} text={t('records_login_text')} />;
  }
  const kind = pathname.startsWith('/m/withdrawReport') ? 'withdraw' : 'deposit';
  return <PaymentRecords key={kind} kind={kind} />;
}
