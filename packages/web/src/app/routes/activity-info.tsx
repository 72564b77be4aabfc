import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import button from '@/shared/ui/button.module.css';
import { PromotionDetail } from '@/features/promotions/components/promotion-detail';
import { promotionIdParam } from '@/features/promotions/model';
import { useLoginDialog } from '@/app/routes/login-dialog';

/** A visitor sees why and how to apply: log in, then the form shows in place. */
function ApplyLogin() {
  const { t } = useTranslation();
  const { requireLogin, loginDialog } = useLoginDialog();
  return (
    <div>
      <button type="button" className={button.button} onClick={() => requireLogin(null)}>
        {t('promotions_login_to_apply')}
      </button>
      {loginDialog}
    </div>
  );
}

/** /m/activityInfo?id=: a promotion and its application form. */
export default function ActivityInfoScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  return (
    <PromotionDetail
      id={promotionIdParam(params.get('id'))}
      loggedIn={session !== null}
      loginPrompt={<ApplyLogin />}
    />
  );
}
