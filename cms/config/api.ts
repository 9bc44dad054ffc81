export default {
  rest: {
    defaultLimit: 25,
    // The site asks for every blog article in one page (pagination[pageSize]=10000).
    maxLimit: 10000,
    withCount: true,
  },
};
