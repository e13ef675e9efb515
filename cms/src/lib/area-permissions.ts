/**
 * What an API area declares in its `permissions.ts`: the actions of each level (see
 * ./permissions.ts, which lists the areas). Kept apart from ./permissions.ts so that the areas
 * can import it while that module imports them.
 */
export type AreaPermissions = {
  public?: string[];
  authenticated?: string[];
  admin?: string[];
  superadmin?: string[];
};

/** `api::<area>.<controller>.<action>` for each action of a controller. */
export const actions = (area: string, controller: string, names: string[]) =>
  names.map((n) => `api::${area}.${controller}.${n}`);
