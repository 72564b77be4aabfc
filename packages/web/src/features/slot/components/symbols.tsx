import type { ReactNode } from 'react';

/**
 * The reel symbols, drawn in SVG (no emoji, no images to load). They are
 * decorative: the cell around them carries the symbol's name for screen readers.
 */
const ART: Record<string, ReactNode> = {
  WILD: (
    <>
      <path
        d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        fill="#f5b82e"
        stroke="#fff3c4"
        strokeWidth="2"
      />
      <text x="32" y="37" textAnchor="middle" fontSize="10" fontWeight="800" fill="#3b2600">
        WILD
      </text>
    </>
  ),
  SEVEN: (
    <path
      d="M16 12h32v7L32 54h-9l15-33H16z"
      fill="#ff4d5e"
      stroke="#ffd1d6"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  BAR: (
    <>
      <rect
        x="8"
        y="20"
        width="48"
        height="24"
        rx="5"
        fill="#2f3a8f"
        stroke="#c9d0ff"
        strokeWidth="2"
      />
      <text x="32" y="38" textAnchor="middle" fontSize="15" fontWeight="900" fill="#fff">
        BAR
      </text>
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 10c-10 0-15 8-15 18v10l-5 6h40l-5-6V28c0-10-5-18-15-18z"
        fill="#ffcf3a"
        stroke="#fff0b0"
        strokeWidth="2"
      />
      <circle cx="32" cy="50" r="5" fill="#e0a100" />
    </>
  ),
  MELON: (
    <>
      <circle cx="32" cy="34" r="20" fill="#2fa85a" stroke="#b7f0c8" strokeWidth="2" />
      <path
        d="M24 16c-4 10-4 26 0 36M32 14v40M40 16c4 10 4 26 0 36"
        stroke="#1a6b37"
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
  PLUM: (
    <>
      <ellipse cx="32" cy="36" rx="17" ry="18" fill="#8e4fd6" stroke="#e2ccff" strokeWidth="2" />
      <path
        d="M32 18c0-5 3-8 8-9"
        stroke="#5c8a2b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  LEMON: (
    <ellipse cx="32" cy="34" rx="22" ry="15" fill="#ffe14d" stroke="#fff6bf" strokeWidth="2" />
  ),
  CHERRY: (
    <>
      <path
        d="M22 40c4-14 10-24 20-30M42 40c-2-12-1-22 0-30"
        stroke="#5c8a2b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="21" cy="44" r="10" fill="#e2283c" stroke="#ffc2c9" strokeWidth="2" />
      <circle cx="43" cy="44" r="10" fill="#e2283c" stroke="#ffc2c9" strokeWidth="2" />
    </>
  ),
};

/** One symbol's picture; an unknown symbol shows its id. */
export function SymbolArt({ symbol }: { symbol: string }) {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      {ART[symbol] ?? (
        <text x="32" y="38" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
          {symbol.slice(0, 6)}
        </text>
      )}
    </svg>
  );
}
