// Loopback stand-ins for a CMS and a Storefront API that are failing, for starting the built site against them.
// Each answers every request the way its current mode says, and counts what it received per mode.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type FailureMode = 'http-500' | 'http-503' | 'hang' | 'garbage';
export type FailingBackend = { origin: string; mode: FailureMode; received: Record<FailureMode, number>; stop: () => Promise<void> };

function answer(backend: FailingBackend) {
  return (request: IncomingMessage, response: ServerResponse) => {
    backend.received[backend.mode] += 1;
    request.resume();
    switch (backend.mode) {
      case 'http-500':
        return response
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end('{"error":{"status":500,"name":"InternalServerError","message":"Internal Server Error"}}');
      case 'http-503':
        return response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
      case 'garbage':
        return response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html><body>502 Bad Gateway</body></html>');
      case 'hang':
        return; // never answers: the site's own timeout must end the call
    }
  };
}

async function listen(server: Server, backend: FailingBackend, scheme: 'http' | 'https') {
  server.on('request', answer(backend));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.origin = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return backend;
}

const newBackend = (mode: FailureMode): FailingBackend => ({
  origin: '',
  mode,
  received: { 'http-500': 0, 'http-503': 0, hang: 0, garbage: 0 },
  stop: async () => {},
});

/** A CMS over plain HTTP (CMS_URL may be http). */
export function startFailingCms(mode: FailureMode): Promise<FailingBackend> {
  return listen(createHttpServer(), newBackend(mode), 'http');
}

/** A throwaway self-signed certificate for 127.0.0.1 in a temporary folder; the site trusts it through NODE_EXTRA_CA_CERTS. */
export async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer; certificatePath: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-tls-'));
  const [keyPath, certificatePath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyPath,
    '-out',
    certificatePath,
  ]);
  return { key: readFileSync(keyPath), cert: readFileSync(certificatePath), certificatePath, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A shop over HTTPS (the site always calls https://{SHOPIFY_STORE_DOMAIN}) with a throwaway self-signed
 * certificate for 127.0.0.1; the site trusts it through NODE_EXTRA_CA_CERTS = `certificatePath`.
 */
export async function startFailingShop(mode: FailureMode): Promise<FailingBackend & { domain: string; certificatePath: string }> {
  const { key, cert, certificatePath, remove } = await selfSignedCertificate();
  const backend = await listen(createHttpsServer({ key, cert }), newBackend(mode), 'https');
  const stop = backend.stop;
  return Object.assign(backend, {
    domain: new URL(backend.origin).host,
    certificatePath,
    stop: async () => {
      await stop();
      remove();
    },
  });
}
