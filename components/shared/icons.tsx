/** Inline icons: the system fonts on a projector's laptop may lack the media-control glyphs. */
const common = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, fill: 'currentColor' } as const;

export const IconFirst = () => (
  <svg {...common}>
    <rect x="2" y="3" width="2" height="10" />
    <path d="M14 3v10L5 8z" />
  </svg>
);
export const IconPrevious = () => (
  <svg {...common}>
    <path d="M12 3v10L3 8z" />
  </svg>
);
export const IconNext = () => (
  <svg {...common}>
    <path d="M4 3v10l9-5z" />
  </svg>
);
export const IconPlay = () => (
  <svg {...common}>
    <path d="M4 2.5v11l9.5-5.5z" />
  </svg>
);
export const IconPause = () => (
  <svg {...common}>
    <rect x="3.5" y="3" width="3" height="10" />
    <rect x="9.5" y="3" width="3" height="10" />
  </svg>
);
export const IconGlobe = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.3">
    <circle cx="8" cy="8" r="6.3" />
    <ellipse cx="8" cy="8" rx="2.8" ry="6.3" />
    <path d="M1.7 8h12.6M2.6 4.8h10.8M2.6 11.2h10.8" />
  </svg>
);
