// The freshness bench's loopback sites in a process of their own (forked by bench/freshness.mjs), so that the times
// at which requests arrive are the sites' own, not delayed by the pipeline's work in the bench's process. Messages:
// {type: 'publish', site, kind, probe} posts an item; {type: 'stats'} answers each site's request arrival times
// (performance.now(), ms); {type: 'close'}.
import { startEscribeFake, startTmmisFake } from './freshness-sites.mjs';

const seed = Number(process.argv[2] ?? 7);
let a = seed >>> 0;
const random = () => {
  a = (a + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const sites = [
  await startEscribeFake('mississauga', random),
  await startEscribeFake('ottawa', random),
  await startEscribeFake('hamilton', random),
  await startTmmisFake(random),
];
process.on('message', async (message) => {
  if (message.type === 'publish') sites.find((s) => s.name === message.site).publish(message.kind, message.probe);
  else if (message.type === 'stats')
    process.send({ type: 'stats', sites: sites.map((s) => ({ name: s.name, requests: s.requests })) });
  else if (message.type === 'close') {
    for (const s of sites) await s.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', sites: sites.map((s) => ({ name: s.name, url: s.url, host: s.host })) });
