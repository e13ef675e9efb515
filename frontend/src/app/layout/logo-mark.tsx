/** The small building mark shown beside the word "دليل" (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
      <path d="M14 20 L32 13 L50 20 L50 24 L14 24 Z" fill="var(--color-accent-light)" />
      <rect x="18" y="27" width="5" height="17" rx="1" fill="#ffffff" />
      <rect x="29.5" y="27" width="5" height="17" rx="1" fill="#ffffff" />
      <rect x="41" y="27" width="5" height="17" rx="1" fill="#ffffff" />
      <rect x="14" y="46" width="36" height="5" rx="1.5" fill="var(--color-accent-light)" />
    </svg>
  );
}
