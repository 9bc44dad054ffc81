// The standalone demo shop's https certificate: made once and kept, so a client told to trust it keeps trusting it
// across restarts; replaced only when it is about to expire or does not name this machine.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { describe, expect, it } from 'vitest';
import { localCertificate } from '../../../demo-backends/storefront/local-certificate.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'demo-shop-cert-'));

describe('the demo shop’s local certificate', () => {
  it('names localhost, 127.0.0.1 and ::1, lasts about a year, and keeps its private key from other users', async () => {
    const dir = freshDir();
    const made = await localCertificate(dir);
    const certificate = new X509Certificate(made.cert);
    expect(made).toMatchObject({ created: true, certPath: join(dir, 'demo-shop-cert.pem') });
    expect([certificate.checkHost('localhost'), certificate.checkIP('127.0.0.1'), certificate.checkIP('::1')]).toEqual(['localhost', '127.0.0.1', '::1']);
    const days = (Date.parse(certificate.validTo) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(statSync(join(dir, 'demo-shop-key.pem')).mode & 0o077).toBe(0);
  });

  it('is reused on the next start, so the trust a client was given still holds', async () => {
    const dir = freshDir();
    const first = await localCertificate(dir);
    const second = await localCertificate(dir);
    expect(second).toMatchObject({ created: false, cert: first.cert, key: first.key });
  });

  it('is replaced when it expires within a day', async () => {
    const dir = freshDir();
    const soon = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      notBeforeDate: new Date(Date.now() - 86_400_000),
      notAfterDate: new Date(Date.now() + 3_600_000),
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    });
    writeFileSync(join(dir, 'demo-shop-cert.pem'), soon.cert);
    writeFileSync(join(dir, 'demo-shop-key.pem'), soon.private);
    const replaced = await localCertificate(dir);
    expect(replaced.created).toBe(true);
    expect(replaced.cert).not.toBe(soon.cert);
  });

  it('is replaced when it does not name 127.0.0.1 and ::1 (a certificate made for another use)', async () => {
    const dir = freshDir();
    const other = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
    writeFileSync(join(dir, 'demo-shop-cert.pem'), other.cert);
    writeFileSync(join(dir, 'demo-shop-key.pem'), other.private);
    expect((await localCertificate(dir)).created).toBe(true);
  });
});
