// The CMS's public submit route takes only what the site's own form endpoint would send: one of the site's forms,
// its fields passing the site's rules, and no faster than the site's write limit lets one client write.
import { describe, expect, it } from 'vitest';
import { checkSubmission } from '../../cms/src/forms/site-form-check.ts';
import { clientKey, createWriteLimit } from '../../cms/src/forms/write-limit.ts';
import { validateForm } from '../../content/forms/validate-form.ts';

const contact = { formType: 'contact', email: 'sam@example.com', mobile: '0412345678', message: 'Do you make cot sheets?', submissionId: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' };

describe('a submission the CMS is sent', () => {
  it('is stored as the site sends it: the form the site validated, with its submissionId', () => {
    const { values } = validateForm('contact', contact);
    expect(checkSubmission(contact)).toEqual({ formData: { ...values, submissionId: contact.submissionId } });
  });

  it("is refused when a field breaks the site's rule, in the site's words", () => {
    expect(checkSubmission({ ...contact, email: `${'a'.repeat(9_990)}@example.com` })).toEqual({ problem: 'formData.email: Please enter a valid email' });
    expect(checkSubmission({ ...contact, mobile: '12345' })).toEqual({ problem: 'formData.mobile: Please enter a valid Australian mobile number (with no spaces)' });
    expect(checkSubmission({ ...contact, message: 'x'.repeat(10_000) })).toEqual({ problem: 'formData.message: Please keep your message under 5000 characters' });
    expect(checkSubmission({ ...contact, email: 'sam\u202e@example.com' })).toEqual({ problem: 'formData.email: Please enter a valid email' });
  });

  it('is refused for a form the site does not have, a field that form does not have, or a strange submissionId', () => {
    expect(checkSubmission({ ...contact, formType: 'newsletter' })).toEqual({ problem: 'formData.formType must be one of contact, subscribe, sold-out' });
    expect(checkSubmission({ ...contact, notes: 'extra' })).toEqual({ problem: 'formData.notes is not a field of the contact form' });
    expect(checkSubmission({ ...contact, submissionId: 'x'.repeat(65) })).toEqual({ problem: 'formData.submissionId must be up to 64 letters, digits, - or _' });
  });
});

describe('the write limit of the public submit route', () => {
  it("allows the site's burst, then one write per refill, per client", () => {
    const limit = createWriteLimit({ capacity: 20, refillPerSecond: 0.5 });
    const now = 1_000_000;
    for (let write = 0; write < 20; write += 1) expect(limit.take('203.0.113.7', now)).toBe(0);
    expect(limit.take('203.0.113.7', now)).toBe(2);
    expect(limit.take('203.0.113.8', now)).toBe(0);
    expect(limit.take('203.0.113.7', now + 2_000)).toBe(0);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as itself', () => {
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const limit = createWriteLimit({ capacity: 1, refillPerSecond: 0.5 });
    expect(limit.take('2001:db8:0:1::1', 0)).toBe(0);
    expect(limit.take('2001:db8:0:1::2', 0)).toBe(2);
  });
});
