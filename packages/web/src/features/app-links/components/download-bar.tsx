import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import type { DownloadResource } from '@kalaro/contract/operator';
import {
  downloadBarState,
  downloadLinks,
  HIDE_FLAG_VALUE,
  popupLinks,
} from '@/features/app-links/model';
import { useDevice } from '@/features/app-links/components/use-device';
import { CloseIcon } from '@/features/app-links/components/app-icons';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { readItem, writeItem } from '@/shared/storage/storage';
import styles from '@/features/app-links/components/app-links.module.css';

// Loaded when first opened: the popup is not part of the home page's first load.
const DownloadPopup = lazy(() =>
  withScreenTexts(import('@/features/app-links/components/download-popup')).then((m) => ({
    default: m.DownloadPopup,
  })),
);

/** Shown when the operator configured no app icon. */
const DEFAULT_APP_ICON = '/icons/icon-192.png';

interface Props {
  /** Download links of the start-up settings (`info.resources`). */
  resources: readonly DownloadResource[];
  operatorName: string;
}

/**
 * The download bar at the top of home: offers
 * the app when a link suits this device; "Download" opens the download popup; the
 * close button hides it for good (hideDownloadBar). Never shown in the installed
 * web app or inside an app webview. Decided on the first render, so nothing moves
 * once the page is shown.
 */
export function DownloadBar({ resources, operatorName }: Props) {
  const { t } = useTranslation();
  const device = useDevice();
  const links = useMemo(() => downloadLinks(resources), [resources]);
  const [hideFlag, setHideFlag] = useState(() => readItem('local', STORAGE_KEY.HIDE_DOWNLOAD_BAR));
  const [webclip] = useState(() => readItem('local', STORAGE_KEY.WEBCLIP));
  const [popupOpen, setPopupOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const visible = downloadBarState({ links, device, hideFlag, webclip }) === 'visible';

  const close = () => {
    writeItem('local', STORAGE_KEY.HIDE_DOWNLOAD_BAR, HIDE_FLAG_VALUE);
    setHideFlag(HIDE_FLAG_VALUE);
  };

  return (
    <>
      {visible && (
        <section
          className={styles.bar}
          aria-label={t('download_bar_label')}
          data-testid="download-bar"
        >
          <img
            className={styles.barIcon}
            src={links.appIcon ?? DEFAULT_APP_ICON}
            alt=""
            width={40}
            height={40}
            decoding="async"
          />
          <p className={styles.barText}>
            <strong>{t('download_bar_title', { operator: operatorName })}</strong>
            <span>{t('download_bar_text')}</span>
          </p>
          <button
            ref={opener}
            type="button"
            className={styles.barAction}
            aria-haspopup="dialog"
            onClick={() => setPopupOpen(true)}
          >
            {t('download_action')}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('download_bar_close')}
            onClick={close}
          >
            <CloseIcon size={18} />
          </button>
        </section>
      )}
      {popupOpen && (
        <Suspense fallback={null}>
          <DownloadPopup
            links={popupLinks(links, device, webclip)}
            device={device}
            operatorName={operatorName}
            onClose={() => {
              setPopupOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
