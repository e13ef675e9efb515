/** What the home page shows; the app route fills it from the site settings. */
export interface HomeStatistic {
  value: number;
  suffix: string;
  label: string;
}

export interface HomeFaqItem {
  question: string;
  answer: string;
}

export type HomeFaqState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; items: HomeFaqItem[] };
