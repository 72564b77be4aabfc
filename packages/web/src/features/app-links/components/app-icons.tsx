import { icon } from '@/shared/ui/icons';

/** Icons of the app links, kept in this feature so they load with the home screen. */
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const TelegramIcon = icon(
  <path d="M21.5 3.5L2.5 11l6.5 2.5 2.5 7 3.5-4.5 5 3.5zM9 13.5l12.5-10" />,
);
export const FacebookIcon = icon(
  <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-3" />
  </>,
);
export const AndroidIcon = icon(
  <path d="M6 18v-7a6 6 0 0 1 12 0v7a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 13h12M8 5.5L6.5 3M16 5.5L17.5 3M9.5 9h.01M14.5 9h.01" />,
);
export const AppleIcon = icon(
  <path d="M12 7.5c-1-1.6-2.8-2.3-4.4-1.8C5.5 6.4 4 8.4 4 11.2 4 15.3 6.9 20 9 20c1 0 1.7-.6 3-.6s2 .6 3 .6c1.9 0 4-3.6 4.8-5.9-1.7-.8-2.8-2.3-2.8-4.1 0-1.5.8-2.8 2-3.5-1-1.2-2.6-1.7-4-1.3-1.2.3-2.2 1.2-3 2.3zM12 7.5c-.2-2 1-3.9 2.8-4.5" />,
);
export const ProfileIcon = icon(
  <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6zM9 12l2 2 4-4" />,
);
export const ShareIcon = icon(
  <path d="M12 3v12M8 7l4-4 4 4M7 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-1" />,
);
export const AddToHomeIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>,
);
