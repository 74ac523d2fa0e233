import { readFile } from 'node:fs/promises';
import { tmmisAgendaItem } from '../src/pipeline/connectors/tmmis.js';

/* Toronto TMMIS agenda item page: REAL capture of 2024.GG16.12 (test/fixtures/tmmis). */
describe('TMMIS agenda item page', () => {
  it('reads the reference, title, summary, wards and background documents', async () => {
    const html = await readFile(new URL('./fixtures/tmmis/agenda-item-2024.GG16.12.html', import.meta.url), 'utf8');
    const url = 'https://secure.toronto.ca/council/agenda-item.do?item=2024.GG16.12';
    const item = tmmisAgendaItem(html, url);
    expect(item.sourceId).toBe('2024.GG16.12');
    expect(item.itemNumber).toBe('GG16.12');
    expect(item.title).toBe('Award of Doc4553928310 to GFL Environmental Inc., for Curbside Collection Services in District 2 for Solid Waste Management Services');
    expect(item.description).toMatch(/^The purpose of this report is to advise on the results of the Request for Quotation Doc4553928310/);
    expect(item.wards).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '18']);
    expect(item.documentLinks).toContainEqual({ title: 'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf', url: 'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf' });
    expect(new Set(item.documentLinks!.map((l) => l.url)).size).toBe(item.documentLinks!.length);
    expect(item.applicationNumbers).toEqual([]);
    expect(item.sourceUrl).toBe(url);
    // The captured item has no street address or application; a planning item's text (same markup) does.
    const planning = tmmisAgendaItem(
      '<h1>Item - 2024.TE10.5</h1><h3 class="heading">TE10.5 - 100 Queen Street West - Zoning Amendment</h3><h4>Summary</h4><div class="wep"><p>Application 24 123456 STE 10 OZ for 100 Queen Street West and 2-8 Bay Street.</p></div><dt class="inline">Wards:</dt> <dd class="inline">10 - Spadina - Fort York</dd>',
      url,
    );
    expect(planning).toMatchObject({ itemNumber: 'TE10.5', title: '100 Queen Street West - Zoning Amendment', wards: ['10'], applicationNumbers: ['24 123456 STE 10 OZ'] });
    expect(planning.addresses).toEqual(['100 Queen Street West', '2-8 Bay Street']);
    expect(() => tmmisAgendaItem('<html><body>nothing</body></html>', url)).toThrow('no TMMIS item reference');
  });
});
