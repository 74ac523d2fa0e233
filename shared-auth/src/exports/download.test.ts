import { mockApi } from '../testing/fetchMock';
import { TOKEN_STORAGE_KEY } from '../tokenStorage';
import { downloadApiFile, exportQuery, fileNameOf } from './download';

describe('downloadApiFile', () => {
  let createObjectURL: jest.Mock;
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    createObjectURL = jest.fn(() => 'blob:test');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('sends the token in the Authorization header (never the URL) and saves the file under the server’s name', async () => {
    const api = mockApi({
      'GET /api/alerts/export': () =>
        new Response('\uFEFFAlert ID,Title\r\n1,A\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="parcelwatch-alerts-2026-11-29.csv"',
          },
        }),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const name = await downloadApiFile(
      `/api/alerts/export${exportQuery({ severity: 'urgent', format: 'csv' })}`,
      'x.csv',
    );
    expect(name).toBe('parcelwatch-alerts-2026-11-29.csv');
    const [call] = api.callsTo('GET /api/alerts/export');
    expect(call!.headers.get('authorization')).toBe('Bearer session-token');
    expect(call!.url.search).toBe('?severity=urgent&format=csv');
    expect(call!.url.href).not.toContain('session-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("throws the server's message on an error answer", async () => {
    mockApi({ 'GET /api/alerts/1/pdf': { status: 404, body: { detail: 'Alert not found' } } });
    await expect(downloadApiFile('/api/alerts/1/pdf', 'a.pdf')).rejects.toThrow('Alert not found');
  });
});

describe('helpers', () => {
  it('exportQuery drops empty values; fileNameOf falls back', () => {
    expect(exportQuery({ a: undefined, b: '', c: null, d: 'x y', e: 0 })).toBe('?d=x+y&e=0');
    expect(exportQuery({})).toBe('');
    expect(fileNameOf(null, 'f.csv')).toBe('f.csv');
    expect(fileNameOf('attachment; filename="a.xlsx"', 'f')).toBe('a.xlsx');
  });
});
