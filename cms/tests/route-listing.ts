import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { newDb, testEnv } from './database';

/** A route as the Koa router holds it: its path, methods and the source and flags of its pattern. */
export type RouteLayer = { path: string; methods: string[]; source: string; flags: string };
/** A content-API route with the permission scope that guards it. */
export type RouteScope = { api: string; method: string; path: string; handler: string; scope: string[] | null };

/**
 * The routes a CMS booted on a fresh database of its own registers (fixtures/list-routes.cjs, in a
 * child process): the scoped content-API routes and the router's layers.
 */
export async function listRoutes(name: string): Promise<{ scopes: RouteScope[]; layers: RouteLayer[] }> {
  const db = await newDb(`${name}_${process.pid}`);
  const result = spawnSync('node', [path.join(__dirname, 'fixtures', 'list-routes.cjs')], {
    encoding: 'utf8',
    env: { ...process.env, ...testEnv(), ...db.env },
  });
  await db.drop();
  if (result.status !== 0) throw new Error(`listing the routes failed:\n${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  return {
    scopes: JSON.parse(lines[lines.length - 2]) as RouteScope[],
    layers: JSON.parse(lines[lines.length - 1]) as RouteLayer[],
  };
}
