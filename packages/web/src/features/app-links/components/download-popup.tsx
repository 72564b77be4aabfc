import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAnyLink, meetsIosAppMinimum } from '@/features/app-links/model';
import type { Device, PopupLinks } from '@/features/app-links/model';
import { promptInstall, useInstallPrompt } from '@/shared/device/install-prompt';
import { toast } from '@/shared/ui/toast/toast-store';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import {
  AndroidIcon,
  AppleIcon,
  CloseIcon,
  DownloadIcon,
  ProfileIcon,
} from '@/features/app-links/components/app-icons';
import styles from '@/features/app-links/components/app-links.module.css';

interface ItemProps {
  icon: ReactNode;
  title: string;
  text: string;
  note?: ReactNode;
  /** A download link, or an action button. */
  action: ReactNode;
}

function Item({ icon, title, text, note, action }: ItemProps) {
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon}>{icon}</span>
      <span className={styles.itemText}>
        <strong>{title}</strong>
        <span>{text}</span>
        {note}
      </span>
      {action}
    </li>
  );
}

function DownloadLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.itemAction} href={href} target="_blank" rel="noopener noreferrer">
      <DownloadIcon size={16} />
      {t('download_action')}
      <span className="visually-hidden">
        {' '}
        {title} ({t('opens_in_new_tab')})
      </span>
    </a>
  );
}

interface Props {
  /** The links this device may see (see `popupLinks`). */
  links: PopupLinks;
  device: Pick<Device, 'ios' | 'iosVersion'>;
  operatorName: string;
  onClose: () => void;
}

/**
 * The download popup: a modal `<dialog>` with the Android link,
 * the iOS app link (iOS 12.4 or later) and the configuration-profile link, each
 * with a download button, plus the browser's own "Install app" offer when it made
 * one. Mounted while open; Escape and the close button close it.
 */
export function DownloadPopup({ links, device, operatorName, onClose }: Props) {
  const { t } = useTranslation();
  // Open while mounted; unmounting closes it.
  const dialog = useModalDialog(true, { onCancel: onClose });
  const titleId = useId();
  const install = useInstallPrompt();
  // iOS never offers installing; the offer is for Chromium browsers.
  const offerInstall = install.available && !device.ios;
  const iosOk = meetsIosAppMinimum(device.iosVersion);

  const onInstall = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      toast.success(t('download_installed', { operator: operatorName }));
      onClose();
    }
  };

  return (
    <dialog
      {...dialog}
      className={styles.popup}
      aria-labelledby={titleId}
      data-testid="download-popup"
    >
      <div className={styles.popupHeader}>
        <h2 id={titleId} className={styles.popupTitle}>
          {t('download_popup_title', { operator: operatorName })}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('close')}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {hasAnyLink(links) || offerInstall ? (
        <ul className={styles.items}>
          {links.android && (
            <Item
              icon={<AndroidIcon />}
              title={t('download_android_title')}
              text={t('download_android_text')}
              action={<DownloadLink href={links.android} title={t('download_android_title')} />}
            />
          )}
          {links.ios && (
            <Item
              icon={<AppleIcon />}
              title={t('download_ios_title')}
              text={t('download_ios_text')}
              note={
                <span className={iosOk === false ? styles.warning : styles.note}>
                  {t('ios_requirement')}
                  {iosOk === false && ` ${t('download_ios_update')}`}
                </span>
              }
              action={<DownloadLink href={links.ios} title={t('download_ios_title')} />}
            />
          )}
          {links.profile && (
            <Item
              icon={<ProfileIcon />}
              title={t('download_profile_title')}
              text={t('download_profile_text', { operator: operatorName })}
              action={<DownloadLink href={links.profile} title={t('download_profile_title')} />}
            />
          )}
          {offerInstall && (
            <Item
              icon={<DownloadIcon />}
              title={t('download_install_title')}
              text={t('download_install_text', { operator: operatorName })}
              action={
                <button
                  type="button"
                  className={styles.itemAction}
                  onClick={() => void onInstall()}
                >
                  {t('download_install_action')}
                </button>
              }
            />
          )}
        </ul>
      ) : (
        <p className={styles.none}>{t('download_none')}</p>
      )}
    </dialog>
  );
}
