import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { SegmentedTabs } from '@/shared/ui/tabs';
import styles from '@/shared/ui/form.module.css';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { passwordResetMethods } from '@/features/startup/model';
import { ForgetEmailForm } from '@/features/auth/components/forget-email-form';
import { ForgetPhoneForm } from '@/features/auth/components/forget-phone-form';
import { nextRouteAfterLogin } from '@/features/auth/model';
import { currentHistoryIndex, decideBack } from '@/app/shell/back';

type Method = 'phone' | 'email';

/**
 * Forgot password: by phone when the operator allows it and by e-mail, each
 * only while the server can send its code or message.
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useStartupSettings();
  const methods = passwordResetMethods(settings);
  const [method, setMethod] = useState<Method | undefined>(methods[0]);

  const back = () => {
    const target = decideBack({ rule: 'history', historyIndex: currentHistoryIndex() });
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to, { replace: true });
  };
  const loggedIn = (value: SessionValue) =>
    void navigate(nextRouteAfterLogin(value), { replace: true });

  if (method === undefined) {
    return (
      <div className={styles.screen}>
        <p role="status">{t('forget_unavailable')}</p>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      {methods.length > 1 && (
        <SegmentedTabs
          label={t('forget_method')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'phone', label: t('forget_by_phone') },
            { value: 'email', label: t('forget_by_email') },
          ]}
        />
      )}
      {method === 'phone' ? (
        <ForgetPhoneForm onLoggedIn={loggedIn} />
      ) : (
        <ForgetEmailForm onSent={back} />
      )}
    </div>
  );
}
