import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ServiceChannel } from '@kalaro/contract/operator';
import { referralAction, serviceLinks } from '@/features/app-links/model';
import { FacebookIcon, HeadsetIcon, TelegramIcon } from '@/features/app-links/components/app-icons';
import { GiftIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/features/app-links/components/app-links.module.css';

interface Props {
  /** Customer-service channels of the start-up settings (`info.customerService`). */
  customerService: readonly ServiceChannel[];
  /** A REFERRAL promotion is running (the announcements' promotions). */
  referralActive: boolean;
  loggedIn: boolean;
}

function External({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        className={styles.sideButton}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (${t('opens_in_new_tab')})`}
      >
        {children}
      </a>
    </li>
  );
}

/**
 * The side-service bar of home: a referral button, then Telegram,
 * Facebook and live chat, each only when the operator configured it; a titled row
 * in the page under the category shortcuts, never floating over the content. The
 * referral button leads to invite friends while the REFERRAL promotion runs
 * (visitors log in first), else says 'contact_service' for 2 s.
 */
export function SideServiceBar({ customerService, referralActive, loggedIn }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useMemo(() => serviceLinks(customerService), [customerService]);
  const titleId = useId();

  const onReferral = () => {
    const action = referralAction(referralActive, loggedIn);
    if (action.kind === 'navigate') void navigate(action.to);
    else toast.info(t(action.key), { duration: action.duration });
  };

  return (
    <aside className={styles.side} aria-labelledby={titleId}>
      <p id={titleId} className={styles.rowTitle}>
        {t('service_bar_label')}
      </p>
      <ul className={styles.sideList}>
        <li>
          <button
            type="button"
            className={`${styles.sideButton} ${styles.sideReferral}`}
            aria-label={t('service_referral')}
            onClick={onReferral}
          >
            <GiftIcon size={22} />
          </button>
        </li>
        {links.telegram && (
          <External href={links.telegram} label={t('service_telegram')}>
            <TelegramIcon size={22} />
          </External>
        )}
        {links.facebook && (
          <External href={links.facebook} label={t('service_facebook')}>
            <FacebookIcon size={22} />
          </External>
        )}
        {links.liveChat && (
          <External href={links.liveChat} label={t('service_live_chat')}>
            <HeadsetIcon size={22} />
          </External>
        )}
      </ul>
    </aside>
  );
}
