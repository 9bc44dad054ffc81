// The METRICS_PORT listener, run as a worker thread by metrics-thread.ts (plain CommonJS, so the thread needs no
// loader for TypeScript in development or production). It answers from the latest text the main thread published.
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const { carriesToken } = require('./metrics-token.cjs');

const { path, host, port, token } = workerData;
let latest = { text: '', contentType: 'text/plain; version=0.0.4; charset=utf-8' };
parentPort.on('message', (published) => {
  latest = published;
});

const server = createServer((request, response) => {
  const ok = request.method === 'GET' && request.url.split('?')[0] === path && carriesToken(request.headers.authorization, token);
  response.writeHead(ok ? 200 : 404, { 'Content-Type': ok ? latest.contentType : 'text/plain', 'Cache-Control': 'no-store' });
  response.end(ok ? latest.text : 'Not Found');
});
server.once('error', (error) => parentPort.postMessage({ failed: error.message }));
server.listen(port, host, () => parentPort.postMessage({ listening: server.address() }));
