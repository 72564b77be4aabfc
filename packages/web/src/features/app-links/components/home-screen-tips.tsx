import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadResource } from '@kalaro/contract/operator';
import {
  downloadLinks,
  HIDE_FLAG_VALUE,
  HOME_SCREEN_TIPS_KEY,
  homeScreenTips,
  meetsIosAppMinimum,
  needsLegacyTip,
} from '@/features/app-links/model';
import { useDevice } from '@/features/app-links/components/use-device';
import {
  AddToHomeIcon,
  CloseIcon,
  DownloadIcon,
  ShareIcon,
} from '@/features/app-links/components/app-icons';
import { promptInstall, useInstallPrompt } from '@/shared/device/install-prompt';
import { readItem, writeItem } from '@/shared/storage/storage';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/features/app-links/components/app-links.module.css';

interface Props {
  /** Download links of the start-up settings (`info.resources`). */
  resources: readonly DownloadResource[];
  operatorName: string;
}

/**
 * The add-to-home-screen footer: a panel with a close icon whose
 * tip toggles between shown and hidden. iOS gets Safari's steps, an extra legacy
 * tip on iOS 11 or lower and 12.0–12.1, the 'iOS 12.4 or later' requirement and a
 * profile download button when an iOS configuration-profile link exists. Android
 * gets the browser's "Install app" offer when it made one, else the menu steps.
 */
export function HomeScreenTips({ resources, operatorName }: Props) {
  const { t } = useTranslation();
  const device = useDevice();
  const install = useInstallPrompt();
  const bodyId = useId();
  const titleId = useId();
  const [closedFlag, setClosedFlag] = useState(() => readItem('local', HOME_SCREEN_TIPS_KEY));
  const [open, setOpen] = useState(false);
  const profile = useMemo(() => downloadLinks(resources).profile, [resources]);
  const kind = homeScreenTips(device, closedFlag);
  if (kind === null || install.installed) return null;

  const close = () => {
    writeItem('local', HOME_SCREEN_TIPS_KEY, HIDE_FLAG_VALUE);
    setClosedFlag(HIDE_FLAG_VALUE);
  };

  const onInstall = async () => {
    if ((await promptInstall()) === 'accepted') {
      toast.success(t('download_installed', { operator: operatorName }));
    }
  };

  return (
    <aside className={styles.tips} aria-labelledby={titleId} data-testid="home-screen-tips">
      <div className={styles.tipsHeader}>
        <span className={styles.tipsIcon}>
          <AddToHomeIcon size={22} />
        </span>
        <p id={titleId} className={styles.rowTitle}>
          {t('tips_title', { operator: operatorName })}
        </p>
        <button
          type="button"
          className={styles.tipsToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('tips_hide') : t('tips_show')}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('tips_close')}
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <div id={bodyId} className={styles.tipsBody} hidden={!open}>
        {kind === 'ios' ? (
          <>
            <ol className={styles.steps}>
              <li>
                {t('tips_ios_step1')} <ShareIcon size={16} className={styles.inlineIcon} />
              </li>
              <li>{t('tips_ios_step2')}</li>
              <li>{t('tips_ios_step3')}</li>
            </ol>
            {needsLegacyTip(device.iosVersion) && (
              <p className={styles.legacyTip} data-testid="legacy-tip">
                {t('tips_ios_legacy')}
              </p>
            )}
            <p
              className={
                meetsIosAppMinimum(device.iosVersion) === false ? styles.warning : styles.note
              }
            >
              {t('ios_requirement')}
            </p>
            {profile && (
              <a
                className={styles.tipsAction}
                href={profile}
                target="_blank"
                rel="noopener noreferrer"
              >
                <DownloadIcon size={16} />
                {t('tips_profile_action')}
                <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
              </a>
            )}
          </>
        ) : install.available ? (
          <>
            <p className={styles.note}>{t('download_install_text', { operator: operatorName })}</p>
            <button type="button" className={styles.tipsAction} onClick={() => void onInstall()}>
              <DownloadIcon size={16} />
              {t('download_install_action')}
            </button>
          </>
        ) : (
          <ol className={styles.steps}>
            <li>{t('tips_android_step1')}</li>
            <li>{t('tips_android_step2')}</li>
          </ol>
        )}
      </div>
    </aside>
  );
}
