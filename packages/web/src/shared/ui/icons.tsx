import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { GameCategory } from '@kalaro/contract/constants';

/** Small inline icons (24×24, currentColor). Decorative unless labelled by the caller. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Makes an icon component; features define their own icons with it to keep them in their chunk. */
export const icon = (paths: ReactNode) =>
  function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  };

export const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CheckIcon = icon(<path d="M5 12l5 5 9-10" />);
export const HomeIcon = icon(
  <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v7h14v-7M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8zM12 8s1.5-4.5 4-3.5S15 8 12 8z" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const ChatIcon = icon(
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const WalletIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M6 6l9-3 2 3" />
  </>,
);
export const RefreshIcon = icon(
  <path d="M20 11a8 8 0 0 0-14.9-3M4 5v4h4M4 13a8 8 0 0 0 14.9 3M20 19v-4h-4" />,
);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V14M12 17h.01" />
  </>,
);
export const InboxIcon = icon(
  <path d="M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z" />,
);
export const SparkleIcon = icon(
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
);
export const AlertIcon = icon(<path d="M12 4l9 16H3zM12 10v4M12 17h.01" />);
export const FlameIcon = icon(
  <path d="M12 3s5 4 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 1.5-4S9 12 11 12c0-4 1-6 1-9z" />,
);
export const BallIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5" />
  </>,
);
export const GamepadIcon = icon(
  <>
    <rect x="2" y="7" width="20" height="11" rx="5" />
    <path d="M7 11v3M5.5 12.5h3M15 12h.01M18 13h.01" />
  </>,
);
export const LiveIcon = icon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </>,
);
export const FishIcon = icon(
  <path d="M3 12s4-6 11-6c3 0 5.5 2 7 6-1.5 4-4 6-7 6-7 0-11-6-11-6zM3 12l-1 4M3 12L2 8M16 11h.01" />,
);
export const SlotIcon = icon(
  <>
    <rect x="3" y="5" width="15" height="15" rx="2" />
    <path d="M8 5v15M13 5v15M18 10h3v-4M21 6v0" />
  </>,
);
export const CardsIcon = icon(
  <>
    <rect x="7" y="3" width="12" height="16" rx="2" />
    <path d="M7 6.5L4.5 7.2A1.5 1.5 0 0 0 3.4 9l2.9 10.6A1.5 1.5 0 0 0 8 20.7l3-.8M13 8l-2 3 2 3 2-3z" />
  </>,
);
export const TicketIcon = icon(
  <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3zM14 6v12" />,
);
export const TrophyIcon = icon(
  <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v2a3 3 0 0 0 4 3M16 6h4v2a3 3 0 0 1-4 3M12 13v4M8 21h8M9 17h6v4H9z" />,
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const LogoutIcon = icon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
);
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />);

/**
 * The icon of each game category, for the home shortcuts, the popular-games menu and
 * the game centres. Here, not in a module of its own: shared by home and later
 * screens, it would otherwise be a chunk of its own on the first load.
 */
export const CATEGORY_ICONS: Record<GameCategory, ComponentType<IconProps>> = {
  HOT: FlameIcon,
  SPORTS: BallIcon,
  ESPORTS: GamepadIcon,
  LIVE: LiveIcon,
  FISH: FishIcon,
  RNG: SlotIcon,
  CARD: CardsIcon,
  INHOUSE: SparkleIcon,
  LOTT: TicketIcon,
  ELOTT: TicketIcon,
  COCKFIGHT: TrophyIcon,
};
