/** The councils' floors table: read by everyone (permissions.ts); edited in the panel. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/admission-floors',
      handler: 'admission-floor.list',
      config: { policies: [], middlewares: [] },
    },
  ],
};
