import { useTranslation } from 'react-i18next';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { useSession } from '@/shared/session/session';
import { BetRecords } from '@/features/records/components/bet-records';
import { LoginPrompt } from '@/app/routes/login-dialog';

/** /m/gameRecord: the betting record, filtered by the operator's vendors. A visitor is asked to log in. */
export default function BetRecordsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const vendors = useVendorConfig();
  if (!session) {
    return <LoginPrompt title={t('records_login_title')} text={t('records_login_text')} />;
  }
  return <BetRecords vendorSorting={vendors.data?.sorting} />;
}
