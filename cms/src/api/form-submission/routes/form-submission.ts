// The site's form endpoint (the path of the v4 ezforms plugin the site was written for). The public role is
// granted `submit` in the bootstrap; submissions are read and exported in the admin's content manager.
export default {
  routes: [{ method: 'POST', path: '/ezforms/submit', handler: 'form-submission.submit', config: { policies: [] } }],
};
