import { startBuiltSite } from './scripts/site-process.ts';
const site = await startBuiltSite();
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const r = await fetch(site.baseUrl + '/how-it-works', { headers: { 'accept-encoding': 'br, gzip' } });
  await r.arrayBuffer();
  console.log((performance.now() - t).toFixed(1), r.headers.get('cache-control'), r.headers.get('content-encoding'));
}
const t = performance.now();
for (let i = 0; i < 200; i++) { const r = await fetch(site.baseUrl + '/how-it-works', { headers: { 'accept-encoding': 'br, gzip' } }); await r.arrayBuffer(); }
console.log('200 sequential', (performance.now() - t).toFixed(0), 'ms');
await site.stop();
