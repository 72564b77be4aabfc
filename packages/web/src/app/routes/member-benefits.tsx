import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FLAG } from '@kalaro/contract/constants';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { MemberBenefits } from '@/features/vip/components/member-benefits';
import { RealMemberOnly } from '@/app/routes/real-member-only';

/** /m/member/benefits: only when the VIP-benefits flag is on. */
export default function MemberBenefitsScreen() {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  if (!isFlagOn(settings, FLAG.VIP_BENEFITS)) {
    return (
      <StatusPage icon={<LockIcon size={40} />} title={t('vip_unavailable')} tone="warning">
        <p>{t('error_no_permission')}</p>
        <Link to="/m/mine" className={button.button}>
          {t('title_member_center')}
        </Link>
      </StatusPage>
    );
  }
  return (
    <RealMemberOnly
      loginTitle={t('vip_login_title')}
      loginText={t('vip_login_text')}
      trialTitle={t('title_member_benefits')}
    >
      <MemberBenefits />
    </RealMemberOnly>
  );
}
