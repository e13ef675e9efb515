/** Logo upload (issue 12): staff send one image as multipart field `file`; the answer is its media id and URL. */
export default {
  routes: [{ method: 'POST', path: '/logos', handler: 'logos.create', config: { policies: [], middlewares: [] } }],
};
