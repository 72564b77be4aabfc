import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@kalaro/contract/games';
import { imageUrl } from '@/shared/images/image-cdn';
import { HeartIcon } from '@/shared/ui/screen-icons';
import { useLongPress } from '@/shared/ui/use-long-press';
import styles from '@/features/games/components/games.module.css';

/** Intrinsic size of a small icon; CSS scales it to the tile, the ratio keeps its box. */
const ICON_SIZE = 160;

interface Props {
  game: Game;
  cdn: string;
  favourite: boolean;
  position: number;
  setSize: number;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game, favourite: boolean) => void;
}

/** A game: icon and name (tapping launches, a long press toggles the favourite) and a favourite toggle. */
export const GameTile = memo(function GameTile({
  game,
  cdn,
  favourite,
  position,
  setSize,
  onLaunch,
  onToggleFavourite,
}: Props) {
  const { t } = useTranslation();
  const longPress = useLongPress(() => onToggleFavourite(game, favourite));
  return (
    <div
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      className={styles.tile}
      data-testid="game-tile"
      data-node-id={game.nodeId}
    >
      <button type="button" className={styles.launch} onClick={() => onLaunch(game)} {...longPress}>
        <img
          className={styles.icon}
          src={imageUrl(cdn, game.mobileSmallIcon)}
          alt={game.gameName}
          width={ICON_SIZE}
          height={ICON_SIZE}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.name} aria-hidden="true">
          {game.gameName}
        </span>
      </button>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={favourite ? t('favourite_remove') : t('favourite_add')}
        onClick={() => onToggleFavourite(game, favourite)}
      >
        <HeartIcon size={18} fill={favourite ? 'currentColor' : 'none'} />
      </button>
    </div>
  );
});
