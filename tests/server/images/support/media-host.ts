// A media host on loopback for the image service tests: serves the files it is given under /media/, counts the
// requests for each path and records their headers, and can answer slowly, never, or without a Content-Length.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostedFile = { body: Buffer | string; type: string; delayMs?: number; hang?: boolean; status?: number; noLength?: boolean };

export type MediaHost = {
  /** The media base (MEDIA_URL): http://127.0.0.1:{port}/media */
  base: string;
  files: Map<string, HostedFile>;
  requests: Map<string, number>;
  headers: IncomingHttpHeaders[];
  close: () => Promise<void>;
};

export async function startMediaHost(files: Record<string, HostedFile> = {}): Promise<MediaHost> {
  const hosted = new Map(Object.entries(files));
  const requests = new Map<string, number>();
  const headers: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname.replace(/^\/media\//, ''));
    requests.set(path, (requests.get(path) ?? 0) + 1);
    headers.push(request.headers);
    const file = hosted.get(path);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    if (file.hang) return;
    const body = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    setTimeout(() => {
      response.writeHead(file.status ?? 200, { 'Content-Type': file.type, ...(file.noLength ? {} : { 'Content-Length': String(body.length) }) });
      response.end(body);
    }, file.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/media`,
    files: hosted,
    requests,
    headers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
