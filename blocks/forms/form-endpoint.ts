// The form endpoint and its result query moved to content/forms/form-endpoint.ts, a floor the server shares;
// this name stays only until server/caching/page-query.ts imports RESULT_QUERY from there.
export { RESULT_QUERY } from '../../content/forms/form-endpoint.ts';
