import type { ReactNode } from 'react';

export const VIEW_ON_SITE = 'عرض على الموقع';

/** One button of a record's actions; its accessible name is «label: the record's name». */
export interface RecordAction {
  label: string;
  onClick: () => void;
  tone?: 'ghost' | 'primary' | 'danger';
  disabled?: boolean;
  /** Why it is disabled (a tooltip). */
  title?: string;
}

/** «عرض على الموقع»: the record's public page (`publicPagePath`) in a new tab; nothing without one. */
export function ViewOnSiteLink({ name, href }: { name: string; href: string | null | undefined }) {
  if (!href) return null;
  return (
    <a
      className="button button--small button--ghost"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${VIEW_ON_SITE}: ${name}`}
    >
      {VIEW_ON_SITE}
    </a>
  );
}

/**
 * A staff record's actions: its buttons (each named «label: name» for assistive technology and
 * tests), then «عرض على الموقع» when the record has a public page (`siteHref`: opens in a new tab),
 * then anything else the card adds.
 */
export function RecordActions({
  name,
  actions,
  siteHref,
  className = 'record-card__actions',
  children,
}: {
  name: string;
  actions: readonly RecordAction[];
  siteHref?: string | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`button button--small button--${action.tone ?? 'ghost'}`}
          onClick={action.onClick}
          disabled={action.disabled}
          title={action.title}
          aria-label={`${action.label}: ${name}`}
        >
          {action.label}
        </button>
      ))}
      <ViewOnSiteLink name={name} href={siteHref} />
      {children}
    </div>
  );
}

/**
 * A staff list's record card (users, messages, join requests): the head (the list's selection box,
 * the name, badges), the card's own lines, and its actions.
 */
export function RecordCard({
  name,
  title,
  badges,
  selectBox,
  className = '',
  actions,
  siteHref,
  extraActions,
  children,
}: {
  /** The record's name: the title unless `title` is given, and the actions' accessible names. */
  name: string;
  title?: ReactNode;
  badges?: ReactNode;
  selectBox?: ReactNode;
  className?: string;
  actions: readonly RecordAction[];
  siteHref?: string | null;
  extraActions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={`card record-card ${className}`.trim()}>
      <div className="record-card__head">
        {selectBox}
        <h2 className="record-card__title">{title ?? name}</h2>
        {badges}
      </div>
      {children}
      <RecordActions name={name} actions={actions} siteHref={siteHref}>
        {extraActions}
      </RecordActions>
    </article>
  );
}
