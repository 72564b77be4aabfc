import { icon } from '@/shared/ui/icons';

/** Icons of the home widgets, kept in the home chunk. */
export const MegaphoneIcon = icon(
  <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1zM16 8.5a4.5 4.5 0 0 1 0 7M19 6a8 8 0 0 1 0 12" />,
);
export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />);
export const PlayIcon = icon(<path d="M8 5l11 7-11 7z" />);
