/** Bulk score import (spec 3 §2 /admin/update-scores). SuperAdmin only: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/score-import/preview',
      handler: 'score-import.preview',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'POST',
      path: '/score-import/apply',
      handler: 'score-import.apply',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'GET',
      path: '/score-import/export',
      handler: 'score-import.export',
      config: { policies: [], middlewares: [] },
    },
  ],
};
