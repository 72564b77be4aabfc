import { useTranslation } from 'react-i18next';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { useSession } from '@/shared/session/session';
import { RebateReport } from '@/features/rebate/components/rebate-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { LoginPrompt } from '@/app/routes/login-dialog';

/**
 * /m/member/rebateReport: the member's past rebates, with the records pages'
 * date-range presets (kept in the address, `?range=7d`).
 */
export default function RebateReportScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return <LoginPrompt title={t('rebate_login_title')} text={t('rebate_report_login_text')} />;
  }
  return <SignedInReport />;
}

function SignedInReport() {
  const { i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { preset, range, setPreset } = useRangeFilters();
  return (
    <RebateReport
      range={range}
      filters={<RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />}
    />
  );
}
