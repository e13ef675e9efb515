/**
 * The panel offers Arabic (Strapi's own translation) beside English; the seeded editor's account
 * chooses Arabic (`preferedLanguage`), and Strapi then lays the panel out right to left.
 */
export default {
  config: {
    locales: ['ar'],
  },
  bootstrap() {},
};
