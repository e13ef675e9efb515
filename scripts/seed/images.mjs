/**
 * Placeholder images made by the seed (no third-party logos): a rounded square in the record's
 * colour with its initials. SVG, so they stay sharp and tiny.
 */
const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

export function logoSvg({ text, colour = '#1f4e79', size = 256 }) {
  const label = escape(String(text).slice(0, 6));
  const fontSize = label.length > 4 ? 56 : label.length > 2 ? 72 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
<rect width="256" height="256" rx="40" fill="${escape(colour)}"/>
<circle cx="128" cy="128" r="96" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${label}</text>
</svg>
`;
}

/** A wide banner for ads: colour, title initials and a soft pattern. */
export function bannerSvg({ title, colour = '#0b5394' }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="420" viewBox="0 0 800 420">
<rect width="800" height="420" fill="${escape(colour)}"/>
<circle cx="680" cy="80" r="160" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="120" cy="380" r="200" fill="#ffffff" fill-opacity="0.08"/>
<text x="400" y="210" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#ffffff">${escape(title)}</text>
</svg>
`;
}

/** Two to four capitals from a Latin code (`AUC`, `news-cairo-2025` → `NC2`). */
export function initials(code) {
  const parts = String(code)
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (parts.length === 1) return parts[0].slice(0, 5).toUpperCase();
  return parts
    .slice(0, 4)
    .map((p) => p[0])
    .join('')
    .toUpperCase();
}
