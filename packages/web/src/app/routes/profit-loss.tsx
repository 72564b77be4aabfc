import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { ProfitLoss } from '@/features/records/components/profit-loss';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/profitandloss: profit and loss per day and per game category. A visitor is asked to log in. */
export default function ProfitLossScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('records_login_title')} text={t('records_login_text')} />;
  }
  return <ProfitLoss />;
}
