/**
 * bulletproof-react layering, checked on the source: app → features → components → lib.
 * - lib imports neither components, features nor app;
 * - components (the shared kit) import only lib (and packages);
 * - features never import app, nor another feature.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Where an import points inside src ('lib/…', 'features/home/…'), or null for packages. */
function importTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return relative(srcDir, resolve(dirname(file), specifier))
      .split(sep)
      .join('/');
  return null;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = relative(srcDir, file).split(sep).join('/');
    const [layer, feature] = from.split('/');
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const target = importTarget(file, match[1] ?? match[2]);
      if (!target) continue;
      const [targetLayer, targetFeature] = target.split('/');
      if (layer === 'lib' && ['features', 'app', 'components'].includes(targetLayer)) found.push(`${from} → ${target}`);
      if (layer === 'components' && ['features', 'app'].includes(targetLayer)) found.push(`${from} → ${target}`);
      if (layer === 'features' && targetLayer === 'app') found.push(`${from} → ${target}`);
      if (layer === 'features' && targetLayer === 'features' && targetFeature !== feature)
        found.push(`${from} → ${target}`);
    }
  }
  return found;
}

describe('layering', () => {
  it('keeps app → features → components → lib, and features apart', () => {
    expect(violations()).toEqual([]);
  });
});
