import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXTERNAL_LINK } from '@/shared/links/link-target';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import type { TextKey } from '@/shared/i18n/text-key';
import type { ChannelLink, ChannelType } from '@/features/service/model';
import styles from '@/features/service/components/service.module.css';

const NAME: Record<ChannelType, TextKey> = {
  LIVECHAT: 'service_channel_live_chat',
  TELEGRAM: 'service_channel_telegram',
  FACEBOOK: 'service_channel_facebook',
  MESSAGINGAPP: 'service_channel_messaging_app',
};
const TEXT: Record<ChannelType, TextKey> = {
  LIVECHAT: 'service_channel_live_chat_text',
  TELEGRAM: 'service_channel_telegram_text',
  FACEBOOK: 'service_channel_facebook_text',
  MESSAGINGAPP: 'service_channel_messaging_app_text',
};

interface Props {
  links: readonly ChannelLink[];
  iconOf: (type: ChannelType) => ReactNode;
  agreementPath: string;
}

/** /m/service: the operator's customer-service channels, each opening outside the app. */
export function CustomerService({ links, iconOf, agreementPath }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('service_intro')}</p>
      {links.length === 0 ? (
        <NoData text={t('service_empty')} />
      ) : (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                className={styles.channel}
                href={link.href}
                data-testid={`service-${link.type}`}
                {...(link.kind === 'external' ? EXTERNAL_LINK : {})}
              >
                <span className={styles.icon} data-type={link.type}>
                  {iconOf(link.type)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{t(NAME[link.type])}</span>
                  <span className={styles.hint}>
                    {t(TEXT[link.type])}
                    {link.kind === 'external' && (
                      <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
                    )}
                  </span>
                </span>
                <ChevronRightIcon size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link to={agreementPath} className={styles.agreementLink}>
        {t('title_user_agreement')}
      </Link>
    </div>
  );
}
