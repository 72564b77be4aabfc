import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, GiftIcon, icon, InboxIcon, PlusIcon, TrophyIcon } from '@/shared/ui/icons';
import type { MenuItemId } from '@/features/member/model';

/** Icons of the member centre (24×24, currentColor, decorative). */
export const CrownIcon = icon(<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />);
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
const WithdrawIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
const InviteIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </>,
);
const ShieldIcon = icon(
  <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
);
const AgencyIcon = icon(
  <>
    <circle cx="12" cy="6.5" r="2.5" />
    <circle cx="5.5" cy="17" r="2.5" />
    <circle cx="18.5" cy="17" r="2.5" />
    <path d="M12 9v3M7 15.5l5-3.5 5 3.5" />
  </>,
);
const ReceiptIcon = icon(<path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />);
const ArrowUpListIcon = icon(<path d="M6 3h12v18H6zM12 16V8M9 11l3-3 3 3" />);
const LedgerIcon = icon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </>,
);
const DiceIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01" strokeWidth={2.6} />
  </>,
);
const ChartIcon = icon(<path d="M4 20h16M6 16l4-5 3 3 5-7M18 7h-3M18 7v3" />);
const TransferIcon = icon(<path d="M4 8h14l-4-4M20 16H6l4 4" />);
const RebateIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M14.5 9.5c-.5-1-1.4-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.7 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1.1 0-2-.5-2.5-1.5M12 6.5V8M12 16v1.5" />
  </>,
);
const ReportIcon = icon(<path d="M5 20V10M10 20V4M15 20v-7M20 20v-11" />);
const FeedbackIcon = ChatIcon;
/** Responsible gaming: a pause in a circle. */
const PauseIcon = icon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 9v6M14 9v6" />);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M4 20h16" />);

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** The icon of each member-centre entry. */
export const MENU_ICONS: Record<MenuItemId, Icon> = {
  benefits: CrownIcon,
  deposit: PlusIcon,
  withdraw: WithdrawIcon,
  inviteFriends: InviteIcon,
  security: ShieldIcon,
  rewards: GiftIcon,
  agency: AgencyIcon,
  depositRecord: ReceiptIcon,
  withdrawRecord: ArrowUpListIcon,
  accountRecord: LedgerIcon,
  bettingRecord: DiceIcon,
  profitLoss: ChartIcon,
  transferSuperior: TransferIcon,
  manualRebate: RebateIcon,
  mission: TrophyIcon,
  rebateReport: ReportIcon,
  mail: InboxIcon,
  feedback: FeedbackIcon,
  responsibleGaming: PauseIcon,
};
export const PencilIcon = icon(<path d="M4 20l4-1 11-11-3-3L5 16zM14 7l3 3" />);
