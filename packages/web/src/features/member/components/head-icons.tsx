import type { ReactNode } from 'react';
import { HEAD_ICON_COUNT } from '@kalaro/contract/constants';

/**
 * The head icons a member chooses from ("Set head icon"): a
 * white sign on a colour of its own, drawn here so they cost no image request.
 */
const DESIGNS: readonly { color: string; sign: ReactNode }[] = [
  {
    color: '#d64541',
    sign: (
      <polygon points="12,4.8 14.2,9.5 19.2,10 15.4,13.4 16.5,18.4 12,15.8 7.5,18.4 8.6,13.4 4.8,10 9.8,9.5" />
    ),
  },
  {
    color: '#c2386e',
    sign: (
      <path d="M12 18.5s-6.5-4-6.5-8.6A3.4 3.4 0 0 1 12 8a3.4 3.4 0 0 1 6.5 1.9c0 4.6-6.5 8.6-6.5 8.6z" />
    ),
  },
  {
    color: '#7d4fc4',
    sign: <path d="M16.2 16.9A6.6 6.6 0 0 1 10.4 5.2a6.8 6.8 0 1 0 5.8 11.7z" />,
  },
  {
    color: '#c77a12',
    sign: (
      <>
        <circle cx="12" cy="12" r="3.4" />
        <path
          d="M12 4.5v2.2M12 17.3v2.2M4.5 12h2.2M17.3 12h2.2M6.7 6.7l1.6 1.6M15.7 15.7l1.6 1.6M6.7 17.3l1.6-1.6M15.7 8.3l1.6-1.6"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </>
    ),
  },
  { color: '#2f7fd0', sign: <polygon points="12,4.8 18.4,12 12,19.2 5.6,12" /> },
  {
    color: '#3d4f66',
    sign: (
      <path d="M12 4.8c-3.1 3.3-6.2 5.5-6.2 8.2a3.1 3.1 0 0 0 5.3 2.1l-.7 3.9h3.2l-.7-3.9a3.1 3.1 0 0 0 5.3-2.1c0-2.7-3.1-4.9-6.2-8.2z" />
    ),
  },
  {
    color: '#23885a',
    sign: (
      <>
        <circle cx="12" cy="8.6" r="2.8" />
        <circle cx="8.4" cy="13.2" r="2.8" />
        <circle cx="15.6" cy="13.2" r="2.8" />
        <path d="M11.1 12.5h1.8l.8 6.5h-3.4z" />
      </>
    ),
  },
  {
    color: '#4655c8',
    sign: <polygon points="13.4,4.5 7,13.2 11.4,13.2 10.4,19.5 17,10.6 12.6,10.6" />,
  },
  {
    color: '#b8860b',
    sign: (
      <>
        <polygon points="5.5,15.2 4.8,8 9.4,11.3 12,6.2 14.6,11.3 19.2,8 18.5,15.2" />
        <rect x="5.5" y="16.3" width="13" height="2.2" rx="0.6" />
      </>
    ),
  },
  {
    color: '#d35a22',
    sign: (
      <path d="M12 4.3c.9 3.2 4.8 5 4.8 9.3a4.8 4.8 0 0 1-9.6 0c0-2.1 1-3.4 2.1-4.3 0 1.6.7 2.5 1.7 2.8-.1-2.6-.2-5.2 1-7.8z" />
    ),
  },
  {
    color: '#178f8a',
    sign: (
      <>
        <rect x="6" y="6" width="12" height="12" rx="2.6" />
        <g fill="#178f8a">
          <circle cx="9.2" cy="9.2" r="1.25" />
          <circle cx="14.8" cy="9.2" r="1.25" />
          <circle cx="12" cy="12" r="1.25" />
          <circle cx="9.2" cy="14.8" r="1.25" />
          <circle cx="14.8" cy="14.8" r="1.25" />
        </g>
      </>
    ),
  },
  {
    color: '#6d7a1c',
    sign: (
      <>
        <circle cx="12" cy="12" r="6.6" />
        <circle cx="12" cy="12" r="4.2" fill="#6d7a1c" />
        <circle cx="12" cy="12" r="2" />
      </>
    ),
  },
];

/** Every head icon's number, 1…HEAD_ICON_COUNT. */
export const HEAD_ICON_IDS: readonly number[] = Array.from(
  { length: HEAD_ICON_COUNT },
  (_, index) => index + 1,
);

/** Head icon `icon` (1…12) as a round picture; nothing for a number without a design. */
export function HeadIcon({ icon, size = 52 }: { icon: number; size?: number }) {
  const design = DESIGNS[icon - 1];
  if (!design) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-head-icon={icon}
    >
      <circle cx="12" cy="12" r="12" fill={design.color} />
      <g fill="#fff">{design.sign}</g>
    </svg>
  );
}
