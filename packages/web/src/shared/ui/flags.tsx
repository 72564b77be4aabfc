import { useId } from 'react';
import type { AppLanguage } from '@/shared/i18n/language';

/**
 * Country flags as inline SVG (emoji flags do not render on every platform).
 * Decorative: the language name or code is always given as text.
 */
function UnitedKingdomFlag() {
  const id = useId();
  const clip = `${id}-clip`;
  const diagonals = `${id}-diag`;
  return (
    <svg viewBox="0 0 60 30" width="24" height="16" aria-hidden="true" focusable="false">
      <clipPath id={clip}>
        <rect width="60" height="30" />
      </clipPath>
      <clipPath id={diagonals}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width="60" height="30" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path
          d="M0 0l60 30m0-30L0 30"
          clipPath={`url(#${diagonals})`}
          stroke="#C8102E"
          strokeWidth="4"
        />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

const star = (cx: number, cy: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
};

function PhilippinesFlag() {
  const rays = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg viewBox="0 0 60 30" width="24" height="16" aria-hidden="true" focusable="false">
      <rect width="60" height="15" fill="#0038A8" />
      <rect y="15" width="60" height="15" fill="#CE1126" />
      <path d="M0 0l26 15L0 30z" fill="#fff" />
      <g fill="#FCD116">
        <circle cx="9" cy="15" r="3.2" />
        {rays.map((angle) => (
          <rect
            key={angle}
            x="8.5"
            y="9"
            width="1"
            height="3"
            transform={`rotate(${angle} 9 15)`}
          />
        ))}
        <polygon points={star(3, 4.2, 1.6)} />
        <polygon points={star(3, 25.8, 1.6)} />
        <polygon points={star(21.5, 15, 1.6)} />
      </g>
    </svg>
  );
}

export const Flag = ({ language }: { language: AppLanguage }) =>
  language === 'TY' ? <PhilippinesFlag /> : <UnitedKingdomFlag />;
