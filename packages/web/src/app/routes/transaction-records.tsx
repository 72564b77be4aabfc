import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { TransactionRecords } from '@/features/records/components/transaction-records';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/transaction/record: the account record (?types= respected; types=A is the agent entry). A visitor is asked to log in. */
export default function TransactionRecordsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('records_login_title')} text={t('records_login_text')} />;
  }
  return <TransactionRecords />;
}
