// Presigned downloads in a real Chromium: an app with STORAGE_PRESIGN=true keeps its files on the loopback S3 server
// (scripts/s3-server.mjs, the S3 protocol with signatures checked; the bucket has the CORS rule of docs/storage.md for
// the app's origin). The document view's Download button fetches the API, follows its 302 to the presigned bucket
// URL on the S3 server's origin, and saves the bytes under the document's name.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { PRESIGN_APP_PORT, S3_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${PRESIGN_APP_PORT}`;
const S3 = `http://127.0.0.1:${S3_PORT}`;

test('a document is downloaded from the bucket through the presigned redirect', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'presign');
  const headers = { authorization: `Bearer ${account.token}` };
  const municipalities = (await (await request.get(`${APP}/api/properties/municipalities`, { headers })).json()) as {
    id: number;
  }[];
  const property = await request.post(`${APP}/api/properties/`, {
    headers,
    data: { nickname: 'Harbour Lot', latitude: 43.65, longitude: -79.38, municipality_id: municipalities[0]!.id },
  });
  expect(property.status()).toBe(201);
  const text = `Site plan notes ${Date.now()}: a four-storey building is proposed.\n`;
  const upload = await request.post(`${APP}/api/properties/${(await property.json()).id}/documents/upload`, {
    headers,
    multipart: { file: { name: 'Site plan.txt', mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(upload.status()).toBe(201);
  const documentId = ((await upload.json()) as { documents: { id: number }[] }).documents[0]!.id;

  // The API answers the download with a redirect to the bucket, not with the bytes.
  const redirect = await request.get(`${APP}/api/documents/property-${documentId}/download`, {
    headers,
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(new RegExp(`^${S3}/parcelwatch/e2e/properties/.*X-Amz-Signature=`));

  await useToken(page, account.token);
  await page.goto(`${APP}/documents/property-${documentId}`);
  const view = page.getByTestId('mf_alerts-DocumentPage');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Site plan.txt');
  const fromBucket = page.waitForResponse((response) => response.url().startsWith(`${S3}/parcelwatch/`));
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download' }).click();
  const bucketResponse = await fromBucket;
  expect(bucketResponse.status()).toBe(200);
  // The CORS rule lets the app read the file's name from the bucket's answer.
  expect(bucketResponse.headers()['access-control-expose-headers']).toMatch(/Content-Disposition/i);
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Site plan.txt');
  expect(await readFile((await saved.path())!, 'utf8')).toBe(text);
  await expect(view.getByText('The document could not be downloaded')).toHaveCount(0);

  // The rule is the bucket's own: another origin's browser is refused.
  const foreign = await request.fetch(redirect.headers().location!, {
    method: 'OPTIONS',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
  });
  expect(foreign.status()).toBe(403);
});
