/** The /scores groupings: read by staff, replaced by the SuperAdmin (permissions.ts). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/score-grouping',
      handler: 'score-grouping.find',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'PUT',
      path: '/score-grouping',
      handler: 'score-grouping.update',
      config: { policies: [], middlewares: [] },
    },
  ],
};
