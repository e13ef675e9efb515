export default {
  rest: {
    defaultLimit: 25,
    maxLimit: 2000,
    withCount: true,
  },
};
