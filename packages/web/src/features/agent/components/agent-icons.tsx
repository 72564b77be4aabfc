import type { ComponentType, SVGProps } from 'react';
import { HomeIcon, icon, InboxIcon, PlusIcon, TicketIcon, WalletIcon } from '@/shared/ui/icons';
import type { AgentTile } from '@kalaro/contract/agent-rules';
import type { AgentFooterEntry } from '@/features/agent/model';

/** Icons of the agent home (24×24, currentColor, decorative). */
type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

const TeamIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </>,
);
const ChartIcon = icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
const EnvelopeIcon = icon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M4 8l8 5 8-5M12 13v4" />
  </>,
);
const PnlIcon = icon(<path d="M3 17l6-6 4 4 8-8M15 7h6v6" />);
const DiceIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01" />
  </>,
);
const PercentIcon = icon(
  <path d="M19 5L5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />,
);
const ShieldIcon = icon(<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />);
const HeadsetIcon = icon(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a4 4 0 0 1-4 2h-1" />,
);
const MegaphoneIcon = icon(<path d="M3 10v4h4l7 5V5L7 10zM18 8a5 5 0 0 1 0 8" />);

export const TILE_ICONS: Record<AgentTile, Icon> = {
  teamOverview: ChartIcon,
  transactionRecord: ListIcon,
  teamManagement: TeamIcon,
  redRain: EnvelopeIcon,
  teamPnl: PnlIcon,
  teamBetting: DiceIcon,
  agentRebateSettings: PercentIcon,
  teamRebate: WalletIcon,
  securityCenter: ShieldIcon,
  messages: InboxIcon,
  onlineService: HeadsetIcon,
};

export const FOOTER_ICONS: Record<AgentFooterEntry, Icon> = {
  home: HomeIcon,
  openAccount: PlusIcon,
  dividend: TicketIcon,
  announcements: MegaphoneIcon,
};
