import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG, STORAGE_KEY } from '@kalaro/contract/constants';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useSession } from '@/shared/session/session';
import { readItem } from '@/shared/storage/storage';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useRunningPromotions } from '@/features/member/api/get-promotions';
import { HeadIconButton } from '@/features/member/components/head-icon-picker';
import { MemberCentre } from '@/features/member/components/member-centre';
import {
  joinedDays,
  memberCentreLayout,
  profileTarget,
  visibleMenuItems,
} from '@/features/member/model';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useUnclaimedCount } from '@/features/rewards/api/get-unclaimed-count';
import { useBalance } from '@/features/wallet/api/get-balance';
import { formatBalance } from '@/features/wallet/model';
import { DownloadPopup } from '@/features/app-links/components/download-popup';
import { useDevice } from '@/features/app-links/components/use-device';
import { downloadBarState, downloadLinks, popupLinks } from '@/features/app-links/model';
import { DownloadIcon } from '@/features/member/components/member-icons';
import styles from '@/features/member/components/member-centre.module.css';
import { useLoginDialog } from '@/app/routes/login-dialog';

/**
 * The header's download button: opens the download popup with the links that
 * suit this device. Not offered in the installed web app, inside an app webview,
 * or when no link suits (the same rules as the download bar).
 */
function DownloadButton() {
  const { t } = useTranslation();
  const settings = useStartupSettings();
  const device = useDevice();
  const [webclip] = useState(() => readItem('local', STORAGE_KEY.WEBCLIP));
  const [open, setOpen] = useState(false);
  const links = useMemo(() => downloadLinks(settings.info.resources), [settings.info.resources]);
  if (downloadBarState({ links, device, hideFlag: null, webclip }) !== 'visible') return null;
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('download_popup_title', { operator: settings.operatorName })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="member-download"
      >
        <DownloadIcon />
      </button>
      {open && (
        <DownloadPopup
          links={popupLinks(links, device, webclip)}
          device={device}
          operatorName={settings.operatorName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * /m/mine and /m/member/home. A trial account never gets here:
 * the shell sends it home with 'free_reject'.
 */
export default function MemberScreen() {
  const settings = useStartupSettings();
  const session = useSession();
  const loggedIn = session !== null;
  const language = useDebouncedLanguage();
  const layout = memberCentreLayout(settings.info.mobileTemplate);
  const flags = settings.info.whitelabel;

  const member = useMemberInfo(loggedIn);
  const promotions = useRunningPromotions(language);
  const unclaimed = useUnclaimedCount(isFlagOn(settings, FLAG.REWARD_CENTRE));
  const unread = useUnreadCount(loggedIn && isFlagOn(settings, FLAG.MAIL_CENTRE));
  const balance = useBalance(loggedIn && layout === 'new');
  const { requireLogin, loginDialog } = useLoginDialog();

  const info = loggedIn ? member.data : undefined;
  const items = useMemo(
    () =>
      visibleMenuItems({
        flags,
        memberType: info?.type ?? session?.type,
        toUpline: info?.toUpline ?? false,
        promotions: promotions.data ?? [],
      }),
    [flags, info?.type, info?.toUpline, session?.type, promotions.data],
  );
  // The menu waits for what decides its entries (running promotions; a member's
  // info): an entry shown later would push the others down.
  const menuKnown = !promotions.isPending && (!loggedIn || !member.isPending);
  const memberFailed = loggedIn && member.isError;
  const profile = useMemo(() => {
    if (info)
      return {
        account: info.account,
        vipLabel: info.vipLabel,
        joinedDays: joinedDays(info.regDate, new Date()),
        headIcon: info.headIcon,
      };
    // Without member info the account name is still known from the session.
    if (memberFailed && session)
      return { account: session.userName, vipLabel: '', joinedDays: null };
    return undefined;
  }, [info, memberFailed, session]);

  return (
    <>
      <MemberCentre
        layout={layout}
        loggedIn={loggedIn}
        profile={profile}
        profileTarget={profileTarget(flags)}
        items={menuKnown ? items : null}
        counts={{ unclaimed, unread }}
        balance={
          // A balance that cannot be read is left out rather than shown as loading.
          balance.isError && !balance.data
            ? undefined
            : {
                text: balance.data ? formatBalance(balance.data.sumBalance, false) : null,
                currency: balance.data?.currency,
              }
        }
        headerActions={<DownloadButton />}
        onLoginNeeded={requireLogin}
        avatarAction={info ? <HeadIconButton current={info.headIcon} /> : undefined}
      />
      {loginDialog}
    </>
  );
}
