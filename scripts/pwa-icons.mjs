#!/usr/bin/env node
/**
 * The installable site's icons (issue 25 item 4), drawn from the site's own logo
 * (frontend/public/favicon.svg) with sharp: 192 and 512 px for `purpose: any` (the logo as it
 * is, rounded corners on a transparent ground), and a 512 px maskable icon (a full square of the
 * logo's ground colour, the logo's marks inside the 80 % safe zone, so a launcher's circle or
 * squircle never cuts them). The PNGs are committed; run again after the logo changes:
 *
 *   node scripts/pwa-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/env.mjs';

const PUBLIC = path.join(ROOT, 'frontend', 'public');
const logo = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

// The logo's ground (its first rect) and its marks (everything after it).
const ground = /<rect width="64" height="64" rx="\d+" fill="(#[0-9a-f]{6})"\/>/i.exec(logo);
if (!ground) throw new Error('favicon.svg: the ground rect (64×64) was not found');
const marks = logo.slice(ground.index + ground[0].length, logo.lastIndexOf('</svg>'));

// The marks span about 36×38 of the 64 box around its centre; at 0.8 they stay well inside the
// maskable safe zone (a circle of 40 % of the size around the centre).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${ground[1]}"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -32)">${marks}</g>
</svg>`;

const out = path.join(PUBLIC, 'icons');
fs.mkdirSync(out, { recursive: true });
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
console.log(`icons written to ${path.relative(ROOT, out)}/`);
