import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');

const SECRET_KEYS = [
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PREVIEW_SECRET',
  'ALERTS_SECRET',
];
const secret = () => crypto.randomBytes(24).toString('base64');

/** Secrets for a CMS process: generated, never written to the repository. */
export function generateSecrets() {
  const values = { APP_KEYS: Array.from({ length: 4 }, secret).join(',') };
  for (const key of SECRET_KEYS) values[key] = secret();
  return values;
}

/**
 * Writes cms/.env from cms/.env.example with fresh secrets when it does not exist yet; an existing
 * one that lacks a secret added since (PREVIEW_SECRET, ALERTS_SECRET) gets it appended. Returns true when it
 * wrote the file.
 */
export function ensureCmsEnv() {
  // Strapi's local upload provider writes here; the folder is never committed.
  fs.mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
  const target = path.join(CMS_DIR, '.env');
  if (fs.existsSync(target)) {
    const present = readEnvFile(target);
    const missing = SECRET_KEYS.filter((key) => !present[key]);
    if (!missing.length) return false;
    const fresh = generateSecrets();
    fs.appendFileSync(target, `\n${missing.map((key) => `${key}=${fresh[key]}`).join('\n')}\n`);
    return true;
  }
  const secrets = generateSecrets();
  const text = fs
    .readFileSync(path.join(CMS_DIR, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => {
      const m = /^([A-Z_]+)=\s*$/.exec(line);
      return m && secrets[m[1]] ? `${m[1]}=${secrets[m[1]]}` : line;
    })
    .join('\n');
  fs.writeFileSync(target, text, { mode: 0o600 });
  return true;
}

/** Parses a dotenv file into an object (KEY=value lines; comments and blanks ignored). */
export function readEnvFile(file) {
  const out = {};
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** Settings as shell lines (`export NAME='value'`), for `eval "$(node scripts/… start)"`. */
export const exportLines = (env) =>
  Object.entries(env)
    .map(([k, v]) => `export ${k}='${v}'`)
    .join('\n');
