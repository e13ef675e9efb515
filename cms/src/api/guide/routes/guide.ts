/**
 * University data by category (spec 3 §7). `:category` is private, national, special or
 * international in any letter case (`/api/Private/links` and `/api/private/links` are one
 * route); the `category` middleware answers 404 with a clear message for anything else.
 * The sub-resource names are fixed words, so these routes shadow no other documented path;
 * the whole-university delete constrains `:category` to the four names for the same reason.
 */
// A fresh object per route: Strapi writes each route's auth scope into its config.
const inCategory = () => ({ middlewares: ['api::guide.category'] });
const PART = ':part(faculty|dorms|transportation)';
const RECORD = ':record(admission|deadline)';

export default {
  routes: [
    { method: 'GET', path: '/:category/links', handler: 'guide.listLinks', config: inCategory() },
    { method: 'POST', path: '/:category/links/add', handler: 'guide.addLink', config: inCategory() },
    // Before `/links/:id`: `order` is a fixed word, not a university id (routes.test checks the order).
    { method: 'PUT', path: '/:category/links/order', handler: 'university-parts.saveOrder', config: inCategory() },
    {
      method: 'PUT',
      path: '/:category/links/:id/with-parts',
      handler: 'university-parts.saveWithParts',
      config: inCategory(),
    },
    { method: 'GET', path: '/:category/links/:id', handler: 'guide.findLink', config: inCategory() },
    { method: 'PUT', path: '/:category/links/:id', handler: 'guide.updateLink', config: inCategory() },
    { method: 'DELETE', path: '/:category/links/:id', handler: 'guide.deleteUniversity', config: inCategory() },

    { method: 'GET', path: `/:category/${PART}`, handler: 'guide.listParts', config: inCategory() },
    { method: 'POST', path: `/:category/${PART}/add`, handler: 'guide.addParts', config: inCategory() },
    { method: 'GET', path: `/:category/${PART}/:id`, handler: 'guide.findPart', config: inCategory() },
    { method: 'PUT', path: `/:category/${PART}/:id`, handler: 'guide.updatePart', config: inCategory() },
    { method: 'DELETE', path: `/:category/${PART}/:id`, handler: 'guide.deletePart', config: inCategory() },

    { method: 'GET', path: `/:category/${RECORD}`, handler: 'guide.listRecords', config: inCategory() },
    { method: 'POST', path: `/:category/${RECORD}/add`, handler: 'guide.addRecord', config: inCategory() },
    // A status and its deadline in one transaction (the status screen's edit; issue 21).
    {
      method: 'PUT',
      path: '/:category/admission/:id/with-deadline',
      handler: 'guide.updateRecordWithDeadline',
      config: inCategory(),
    },
    { method: 'PUT', path: `/:category/${RECORD}/:id`, handler: 'guide.updateRecord', config: inCategory() },
    { method: 'DELETE', path: `/:category/${RECORD}/:id`, handler: 'guide.deleteRecord', config: inCategory() },

    {
      method: 'DELETE',
      path: '/:category(private|national|special|international)/:id',
      handler: 'guide.deleteUniversity',
      config: inCategory(),
    },
  ],
};
