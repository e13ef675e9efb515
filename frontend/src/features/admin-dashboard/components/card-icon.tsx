import type { DashboardIcon } from '../cards';

/* Simple line icons (24×24, stroke = currentColor), drawn here so no emoji font is needed. */
const PATHS: Record<DashboardIcon, string> = {
  university: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  status: 'M9 4h6v3H9zM7 5.5H5v15h14v-15h-2M8.5 12l2 2 4-4.5M8.5 17h7',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 8.5h7M7 12h7M7 15.5h4',
  scholarship: 'M2 9l10-5 10 5-10 5zM6 11v5c3.5 2.5 8.5 2.5 12 0v-5M21 9.5v5',
  article: 'M15.5 4.5l4 4L9 19H5v-4zM13.5 6.5l4 4',
  scores: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-7',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-3.5 3-5.5 6.5-5.5s6 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c2 .7 3.2 2.6 3.5 5.5',
  messages: 'M3 6h18v12H3zM3 6l9 7 9-7',
  join: 'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3.5 20c.5-3.5 3-5.5 6.5-5.5 1.5 0 2.8.4 3.8 1M18 14v6M15 17h6',
  reviews: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  ads: 'M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  assistant:
    'M7 8h10a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3zM12 8V4.5M9 13h.01M15 13h.01M10 16.5h4',
  update: 'M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2',
  log: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
};

export function CardIcon({ name }: { name: DashboardIcon }) {
  return (
    <svg
      className="admin-dashboard__icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
