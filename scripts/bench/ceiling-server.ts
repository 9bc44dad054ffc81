// The ceiling for `npm run bench:load`: the same HTTP stack as the site (@hono/node-server) answering one
// fixed response (status, headers and body bytes captured from a site page) straight from memory.
// Usage: node --import tsx scripts/bench/ceiling-server.ts <response.json> <body file> <port>
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [responseFile, bodyFile, port] = process.argv.slice(2);
const { status, headers } = JSON.parse(readFileSync(responseFile!, 'utf8')) as { status: number; headers: Record<string, string> };
const body = readFileSync(bodyFile!);

const app = new Hono();
app.get('*', () => new Response(body, { status, headers }));
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
