/** Inline line icons for the four tools (no emoji: the server's fonts may not draw them). */
const common = {
  width: 36,
  height: 36,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const CalculatorIcon = () => (
  <svg {...common}>
    <rect x="5" y="2.5" width="14" height="19" rx="2" />
    <path d="M8 6.5h8M8 11h.01M12 11h.01M16 11h.01M8 14.5h.01M12 14.5h.01M16 14.5v3.5M8 18h.01M12 18h.01" />
  </svg>
);
export const TargetIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.2" />
  </svg>
);
export const BuildingIcon = () => (
  <svg {...common}>
    <path d="M3 9.5 12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18" />
  </svg>
);
export const ScalesIcon = () => (
  <svg {...common}>
    <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0L5 7M19 7l-3 6a3 3 0 0 0 6 0l-3-6" />
  </svg>
);
export const ConstructionIcon = () => (
  <svg {...common}>
    <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" />
  </svg>
);
