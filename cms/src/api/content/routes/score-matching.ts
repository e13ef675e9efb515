/** Score criteria by year and certificate (spec 3 §7): SuperAdmin only. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/score-matching/:year/:certificate',
      handler: 'score-matching.find',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'PUT',
      path: '/score-matching/:year/:certificate',
      handler: 'score-matching.update',
      config: { policies: [], middlewares: [] },
    },
  ],
};
