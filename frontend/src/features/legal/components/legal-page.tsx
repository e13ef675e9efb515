import type { ReactNode } from 'react';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="container container--narrow page legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="legal__updated">
        آخر تحديث: <span dir="ltr">{updated}</span>
      </p>
      {children}
    </article>
  );
}
