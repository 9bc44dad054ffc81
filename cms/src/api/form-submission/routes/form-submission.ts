// The site's form endpoint (the path of the v4 ezforms plugin the site was written for), and the CSV export of
// every submission. The public role is granted `submit` in the bootstrap; the export needs an API token that
// may `exportCsv` (Settings → API Tokens: full access, or custom with Form-submission → exportCsv).
export default {
  routes: [
    { method: 'POST', path: '/ezforms/submit', handler: 'form-submission.submit', config: { policies: [] } },
    { method: 'GET', path: '/form-submissions/export.csv', handler: 'form-submission.exportCsv', config: { policies: [] } },
  ],
};
