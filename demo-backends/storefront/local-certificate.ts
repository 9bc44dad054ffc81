// A self-signed certificate for the standalone demo shop's https mode, so a Shopify client that only speaks
// `https://{storeDomain}` reaches it on this machine. Made once with `selfsigned` (pure JS, nothing downloaded) and
// kept under the data folder: a client told to trust it (NODE_EXTRA_CA_CERTS) keeps trusting it across restarts.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** The names a local client may use for the shop: the certificate answers for each of them. */
const DNS_NAMES = ['localhost'];
const IP_ADDRESSES = ['127.0.0.1', '::1'];
const VALID_DAYS = 365;
/** A certificate this close to its end is replaced, so it does not expire in the middle of a session. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

export type LocalCertificate = {
  /** The PEM file to trust: NODE_EXTRA_CA_CERTS for Node clients, --cacert for curl. */
  certPath: string;
  cert: string;
  key: string;
  /** false when a still valid certificate from an earlier start was reused. */
  created: boolean;
};

function coversLocalNames(certificate: X509Certificate): boolean {
  return DNS_NAMES.every((name) => certificate.checkHost(name) !== undefined) && IP_ADDRESSES.every((ip) => certificate.checkIP(ip) !== undefined);
}

function reusable(cert: string, key: string): boolean {
  try {
    const certificate = new X509Certificate(cert);
    const now = Date.now();
    const current = Date.parse(certificate.validFrom) <= now && Date.parse(certificate.validTo) - RENEW_BEFORE_MS > now;
    return current && coversLocalNames(certificate) && key.includes('PRIVATE KEY');
  } catch {
    return false;
  }
}

/** The certificate in `dir` (demo-shop-cert.pem and its key), made anew when missing, expiring or not for these names. */
export async function localCertificate(dir: string): Promise<LocalCertificate> {
  const certPath = join(dir, 'demo-shop-cert.pem');
  const keyPath = join(dir, 'demo-shop-key.pem');
  if (existsSync(certPath) && existsSync(keyPath)) {
    const cert = readFileSync(certPath, 'utf8');
    const key = readFileSync(keyPath, 'utf8');
    if (reusable(cert, key)) return { certPath, cert, key, created: false };
  }
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate(
    [
      { name: 'commonName', value: 'localhost' },
      { name: 'organizationName', value: 'Linden & Tuck demo shop' },
    ],
    {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate,
      notAfterDate,
      extensions: [
        // Self-signed and trusted directly: the certificate is its own root.
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [...DNS_NAMES.map((value) => ({ type: 2 as const, value })), ...IP_ADDRESSES.map((ip) => ({ type: 7 as const, ip }))],
        },
      ],
    },
  );
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyPath, pems.private, { mode: 0o600 });
  writeFileSync(certPath, pems.cert);
  return { certPath, cert: pems.cert, key: pems.private, created: true };
}
