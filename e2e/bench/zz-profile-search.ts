import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { stopServer } from '../support/start-server';
import { BASE, DEV_URL, startBenchServers } from './bench-servers';

const servers = await startBenchServers();
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${BASE}/about`);
  await page.evaluate(async () => {
    const origin = location.origin;
    const app = await (await fetch('/api/v1/apps', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_name: 'Murmur', redirect_uris: `${origin}/oauth-callback`, scopes: 'read write follow push' }) })).json();
    const grant = await (await fetch('/oauth/token', { method: 'POST', body: new URLSearchParams({ client_id: app.client_id, client_secret: app.client_secret, grant_type: 'password', username: 'alice', password: 'murmur-demo' }) })).json();
    localStorage.setItem(`murmur:oauth:${origin}`, JSON.stringify({ clientId: app.client_id, clientSecret: app.client_secret, userToken: grant.access_token }));
  });
  await page.goto(`${BASE}/search?query=a`);
  await page.locator('main article').first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(2000);
  await page.evaluate(() => { history.pushState({}, '', '/about'); dispatchEvent(new PopStateEvent('popstate')); });
  await page.waitForTimeout(2000);
  await fetch(`${DEV_URL}/__dev/hostile`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode: process.env.MODE ?? 'huge' }) });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.evaluate(() => { history.pushState({}, '', '/search?query=a'); dispatchEvent(new PopStateEvent('popstate')); });
  await page.waitForTimeout(12000);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const rows = [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of rows) console.log(v.toFixed(1).padStart(8), k);
  await browser.close();
} finally {
  for (const s of servers) await stopServer(s);
}
