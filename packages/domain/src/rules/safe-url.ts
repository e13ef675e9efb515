/**
 * Which links stored data may carry, and how the site may follow them. A link field becomes an
 * `href`, so a `javascript:` (or `data:`, `vbscript:`, …) value would run in the site's origin
 * when a visitor clicks it. Only these are accepted:
 *
 * - `http:` and `https:` URLs with a host;
 * - `mailto:` and `tel:` where a contact link is expected (`contact: true`);
 * - a path of this site: one `/` then anything but a second `/` or `\` (`//host` and `/\host`
 *   are other sites);
 * - the placeholder `#` where the field allows it (university links default to '#', spec 3 §3;
 *   the site shows '#' as no link).
 *
 * Nothing is decoded or repaired: a value with a control character anywhere (browsers drop tabs
 * and newlines inside URLs, so `java\tscript:` is `javascript:`), a backslash, an entity
 * (`javascript&#58;…`) or any other scheme is refused as it is.
 */

import { ALL_RESOURCES } from '../resources/all';
import { fieldsOfKind } from '../resources/define';

export const LINK_MESSAGE = 'الرابط غير صالح';

/** What a field accepts besides http(s) URLs and site paths. */
export type LinkRule = { placeholder?: boolean; contact?: boolean };

/** How the site follows a value: another site or a mail/phone link, a route of this site, or not at all. */
export type LinkTarget =
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string }
  | { kind: 'site'; href: string }
  | { kind: 'none' };

const NONE: LinkTarget = { kind: 'none' };
// C0 controls, DEL and the C1 controls; browsers strip or ignore several of them inside URLs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** The link a stored value stands for; anything not on the allow-list is `none`. */
export function linkTarget(raw: unknown): LinkTarget {
  if (typeof raw !== 'string') return NONE;
  const value = raw.trim();
  if (!value || value === '#' || CONTROL.test(value) || value.includes('\\')) return NONE;
  if (value.startsWith('/')) return value[1] === '/' ? NONE : { kind: 'site', href: value };
  const scheme = SCHEME.exec(value)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return NONE;
    }
    // 'https:evil.example' or 'http:/x' are parsed leniently by browsers; require the '//host' form.
    return /^https?:\/\/[^/?#]/i.test(value) && url.hostname ? { kind: 'external', href: value } : NONE;
  }
  if (scheme === 'mailto' || scheme === 'tel')
    return value.length > scheme.length + 1 ? { kind: 'contact', href: value } : NONE;
  return NONE;
}

/** Whether a value may be stored in a link field with `rule`. An empty value is left to the required-field rules. */
export function isAllowedLink(raw: unknown, rule: LinkRule = {}): boolean {
  if (typeof raw !== 'string') return false;
  const value = raw.trim();
  if (value === '') return true;
  if (value === '#') return !!rule.placeholder;
  const target = linkTarget(value);
  if (target.kind === 'contact') return !!rule.contact;
  return target.kind !== 'none';
}

const WEB: LinkRule = {};

/**
 * Every stored text field the site turns into a link or an image address, per content type
 * (or component): each description's fields of kind `link`, with '#' allowed where the
 * description says its links take the placeholder (`linkPlaceholder`). The CMS checks these on
 * every write, whatever the route (API, panel, seed).
 */
export const LINK_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, LinkRule>>>> = {
  ...Object.fromEntries(
    ALL_RESOURCES.flatMap((r) => {
      const links = fieldsOfKind(r, 'link');
      const rule: LinkRule = r.linkPlaceholder ? { placeholder: true } : WEB;
      return links.length ? [[r.uid, Object.fromEntries(links.map((f) => [f, rule]))] as const] : [];
    }),
  ),
  // The footer's links (a component, no description); e-mail and a bare WhatsApp number are turned into links by the site.
  'site.social-links': { facebook: WEB, instagram: WEB, youtube: WEB, linkedin: WEB, tiktok: WEB },
};

/** The link fields of `record` that break their rule, for `uid` (fields absent from the record are skipped). */
export function badLinkFields(uid: string, record: Record<string, unknown> | null | undefined): string[] {
  const rules = LINK_ATTRIBUTES[uid];
  if (!rules || !record) return [];
  return Object.entries(rules)
    .filter(
      ([field, rule]) => record[field] !== undefined && record[field] !== null && !isAllowedLink(record[field], rule),
    )
    .map(([field]) => field);
}
