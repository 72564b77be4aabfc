import { icon } from '@/shared/ui/icons';

/** The filter panel's icons, kept here so they load with the lazy game-list chunk. */
export const FilterIcon = icon(<path d="M4 6h16M7 12h10M10 18h4" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
