import type { ComponentType, SVGProps } from 'react';
import type { GameCategory } from '@kalaro/contract/constants';
import {
  BallIcon,
  CardsIcon,
  FishIcon,
  FlameIcon,
  GamepadIcon,
  LiveIcon,
  SlotIcon,
  SparkleIcon,
  TicketIcon,
  TrophyIcon,
} from '@/shared/ui/icons';

/** The icon of each game category, for the home shortcuts and the popular-games menu. */
export const CATEGORY_ICONS: Record<
  GameCategory,
  ComponentType<SVGProps<SVGSVGElement> & { size?: number }>
> = {
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
