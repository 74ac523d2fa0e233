import { alertSummary } from '../../src/alerts/text.js';
import { impactSummary } from '../../src/analysis/alert-text.js';
import { STEP_WORDS, typeLabel } from '../../src/applications/alerts.js';
import type { Match } from '../../src/analysis/match-types.js';
import type { AlertCategory, MatchEvidence } from '../../src/db/schema/index.js';
import {
  frenchAlertSummary,
  frenchImpactSummary,
  frenchTemplateTitle,
  type ItemTexts,
} from '../../src/i18n/alert-text-fr.js';

/*
 * The French of what the matcher writes about an alert (docs/i18n.md "Alert texts"): each writer's English template
 * in, its French out, and null (the reader keeps the English) for a sentence no template recognises. The property
 * impacts are written by the matcher's own function; the other writers build their sentences inline or in SQL, and
 * their English is spelled here as they write it.
 */

/** French puts a no-break space before a colon, inside guillemets and before "m"; the checks write it as "_". */
const shown = (text: string | null) => text && text.replace(/[\u00a0\u202f]/g, '_');
const fr = (english: string, context = {}) => shown(frenchImpactSummary(english, context));
const frSummary = (english: string, context = {}) => shown(frenchAlertSummary(english, context));
const frTitle = (english: string, sourceKey: string, items: ItemTexts[] = []) =>
  shown(frenchTemplateTitle(english, { sourceKey, items }));

const item = { id: 1, meetingId: 1, committeeType: null, meetingTitle: 'Committee of the Whole' };
const match = (title: string, description: string | null, evidence: Partial<MatchEvidence>[]): Match => ({
  property: { id: 'p1', companyId: 'c1', name: 'Vaughan Metro Site', address: '3300 Jane Street' },
  item: { ...item, title, description, municipalityName: 'Vaughan', meetingDocumentUrl: null, documentId: null },
  evidence: evidence.map((e) => ({ rule: 'distance', confidence: 0.8, ...e }) as MatchEvidence),
});
const impact = (
  description: string | null,
  evidence: Partial<MatchEvidence>[],
  categories: AlertCategory[] = ['zoning'],
  title = 'Minor Variance A-12/26',
) => impactSummary(match(title, description, evidence), categories);

const LEAD = 'To permit a reduced rear yard setback at 3180 Jane Street. Staff recommend approval.';

describe('an agenda item’s impact on a property (analysis/alert-text.ts)', () => {
  it('names the property’s address, after the item’s first sentence or its title', () => {
    const withLead = impact(LEAD, [{ rule: 'address', text: '3300 Jane Street' }]);
    expect(withLead).toBe(
      'To permit a reduced rear yard setback at 3180 Jane Street. It names 3300 Jane Street, the address of Vaughan Metro Site.',
    );
    expect(fr(withLead)).toBe(
      'To permit a reduced rear yard setback at 3180 Jane Street. Ce point nomme 3300 Jane Street, l’adresse de Vaughan Metro Site.',
    );
    expect(fr(impact(null, [{ rule: 'address', text: '3300 Jane Street' }]))).toBe(
      '«_Minor Variance A-12/26_» nomme 3300 Jane Street, l’adresse de Vaughan Metro Site.',
    );
  });

  it('names the application the property’s owner tracks', () => {
    expect(fr(impact('Consent to sever the lands.', [{ rule: 'application_number', text: 'B407/26' }]))).toBe(
      'Consent to sever the lands. Ce point porte sur la demande B407/26, que vous suivez pour Vaughan Metro Site.',
    );
    expect(fr(impact(null, [{ rule: 'application_number', text: 'B407/26' }]))).toBe(
      '«_Minor Variance A-12/26_» porte sur la demande B407/26, que vous suivez pour Vaughan Metro Site.',
    );
  });

  it('says how far the site is, in metres the French way', () => {
    expect(fr(impact(LEAD, [{ rule: 'distance', distanceMeters: 180 }]))).toBe(
      'To permit a reduced rear yard setback at 3180 Jane Street. Le site est à 180_m de Vaughan Metro Site.',
    );
    expect(fr(impact(null, [{ rule: 'distance', distanceMeters: 1000 }]))).toBe(
      '«_Minor Variance A-12/26_» porte sur un site situé à 1_000_m de Vaughan Metro Site.',
    );
    expect(fr('"Road work" is about a site 12.5 m from Harbour Tower.')).toBe(
      '«_Road work_» porte sur un site situé à 12,5_m de Harbour Tower.',
    );
  });

  it('says what a policy is about and where it applies, with its topics joined in French', () => {
    const title = 'Housing Accelerator Fund - Action Plan Update';
    expect(
      fr(
        impact(null, [{ rule: 'municipality_policy' }, { rule: 'land_use' }], ['fees', 'development', 'others'], title),
      ),
    ).toBe(
      '«_Housing Accelerator Fund - Action Plan Update_» est une politique sur les frais et l’aménagement qui s’applique à l’ensemble de Vaughan, y compris à Vaughan Metro Site, et qui mentionne l’utilisation du sol de cette propriété.',
    );
    expect(fr(impact(LEAD, [{ rule: 'ward_policy' }], ['zoning', 'fees', 'infrastructure']))).toBe(
      'To permit a reduced rear yard setback at 3180 Jane Street. Il s’agit d’une politique sur le zonage, les frais et les infrastructures qui s’applique à l’ensemble de Vaughan, y compris à Vaughan Metro Site.',
    );
    expect(fr(impact(null, [{ rule: 'committee_policy' }], ['others']))).toBe(
      '«_Minor Variance A-12/26_» est une politique municipale qui s’applique à l’ensemble de Vaughan, y compris à Vaughan Metro Site.',
    );
    // "de" elides before a vowel.
    expect(fr('"By-law 2026-1" is a municipal policy that applies across Ottawa, including Tour Laurier.')).toBe(
      '«_By-law 2026-1_» est une politique municipale qui s’applique à l’ensemble d’Ottawa, y compris à Tour Laurier.',
    );
  });

  it('takes a bilingual portal’s French first sentence and title in place of the English ones', () => {
    const bilingual: ItemTexts = {
      title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
      description: 'To permit a 27-storey mixed-use building. Staff recommend approval.',
      titleFr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
      descriptionFr: 'Afin de permettre un immeuble polyvalent de 27 étages. Le personnel recommande l’approbation.',
    };
    const items = [bilingual];
    expect(
      fr('To permit a 27-storey mixed-use building. It names 110 Laurier Avenue West, the address of Tour Laurier.', {
        items,
      }),
    ).toBe(
      'Afin de permettre un immeuble polyvalent de 27 étages. Ce point nomme 110 Laurier Avenue West, l’adresse de Tour Laurier.',
    );
    expect(fr(`"${bilingual.title}" is about a site 90 m from Tour Laurier.`, { items })).toBe(
      '«_Modification au Règlement de zonage – 110, avenue Laurier Ouest_» porte sur un site situé à 90_m de Tour Laurier.',
    );
    // A lead that is not this item's first sentence stays as written.
    expect(fr('Another item. The site is 90 m from Tour Laurier.', { items })).toBe(
      'Another item. Le site est à 90_m de Tour Laurier.',
    );
  });
});

describe('a meeting’s alert at a property (alerts/text.ts alertSummary)', () => {
  it('is its strongest impact, then how many more items of the meeting may affect the property', () => {
    const strongest = impact(LEAD, [{ rule: 'distance', distanceMeters: 180 }]);
    expect(frSummary(alertSummary(1, 'Vaughan Metro Site', strongest))).toBe(fr(strongest));
    expect(frSummary(alertSummary(2, 'Vaughan Metro Site', strongest))).toBe(
      `${fr(strongest)} La même réunion compte 1 autre point qui pourrait toucher Vaughan Metro Site.`,
    );
    expect(frSummary(alertSummary(4, 'Vaughan Metro Site', strongest))).toBe(
      `${fr(strongest)} La même réunion compte 3 autres points qui pourraient toucher Vaughan Metro Site.`,
    );
  });
});

describe('a keyword watch’s alert (watches/match-sources.ts): its summary, also its impact', () => {
  it.each([
    [
      'Watch "Rezoning" matched an item of Planning and Development Committee (Mississauga, 2026-11-30)',
      'La liste de surveillance «_Rezoning_» a trouvé un point de Planning and Development Committee (Mississauga, 30 novembre 2026)',
    ],
    [
      'Watch "Rezoning" matched a document of Council (Ottawa, 2026-12-01)',
      'La liste de surveillance «_Rezoning_» a trouvé un document de Council (Ottawa, 1er décembre 2026)',
    ],
    [
      'Watch "Housing" matched provincial proposal 019-8462 (posted 2026-11-02)',
      'La liste de surveillance «_Housing_» a trouvé la proposition provinciale 019-8462 (publiée le 2 novembre 2026)',
    ],
    [
      'Watch "Housing" matched provincial proposal 019-8462',
      'La liste de surveillance «_Housing_» a trouvé la proposition provinciale 019-8462',
    ],
    [
      'Watch "Appeals" matched tribunal decision OLT-22-004123 (2026-10-15)',
      'La liste de surveillance «_Appeals_» a trouvé la décision de tribunal OLT-22-004123 (15 octobre 2026)',
    ],
    [
      'Watch "Strong mayor" matched mayoral decision MD-2026-04 (Toronto)',
      'La liste de surveillance «_Strong mayor_» a trouvé la décision du maire MD-2026-04 (Toronto)',
    ],
  ])('%s', (english, french) => {
    expect(frSummary(english)).toBe(french);
    expect(fr(english)).toBe(french);
  });
});

describe('a new development application (alerts/area-alerts.ts, applications/alerts.ts)', () => {
  it('inside an area watch', () => {
    expect(
      frSummary(
        'Zoning by-law amendment at 100 Queen Street West (26 100001 STE 10 OZ), inside the area "Downtown": To permit a 40-storey tower.',
      ),
    ).toBe(
      'Modification du Règlement de zonage au 100 Queen Street West (26 100001 STE 10 OZ), dans la zone «_Downtown_»_: To permit a 40-storey tower.',
    );
    expect(frSummary('Application at an address not given, inside the area "North": no description given')).toBe(
      'Demande à une adresse non précisée, dans la zone «_North_»_: aucune description fournie',
    );
  });

  it('at or near a property, saying why', () => {
    expect(frSummary('Minor variance at 12 Main Street (A-1/26), 350 m from the property: To permit a deck.')).toBe(
      'Dérogation mineure au 12 Main Street (A-1/26), à 350_m de la propriété_: To permit a deck.',
    );
    expect(
      frSummary(
        'Consent at 12 Main Street (B-4/26), file number B-4/26, which the property carries: To sever the lot.',
      ),
    ).toBe(
      'Autorisation (morcellement) au 12 Main Street (B-4/26), numéro de dossier B-4/26, inscrit pour la propriété_: To sever the lot.',
    );
    expect(frSummary('Site plan at 12 Main Street, the application is at the property: no description given')).toBe(
      'Plan d’implantation au 12 Main Street, la demande vise la propriété même_: aucune description fournie',
    );
  });

  it('filed, as its impact says, with "déposé" agreeing with the type', () => {
    expect(fr('Official plan amendment filed at 100 Queen Street West (26 100001 STE 10 OZ) (Under Review)')).toBe(
      'Modification du Plan officiel déposée au 100 Queen Street West (26 100001 STE 10 OZ) (Under Review)',
    );
    expect(fr('Site plan filed at an address not given (status not given)')).toBe(
      'Plan d’implantation déposé à une adresse non précisée (statut non précisé)',
    );
    expect(fr('Draft plan of subdivision filed at 5 Elm Road (Draft Approved)')).toBe(
      'Ébauche de plan de lotissement déposée au 5 Elm Road (Draft Approved)',
    );
  });

  it('several farther files at one property, as one listing (applications/nearby.ts)', () => {
    expect(
      frSummary(
        '3 applications filed 400 to 1000 m from the property: Minor variance at 12 Main Street (A-1/26), 450 m; Site plan at 30 Elm Road, 800 m; and 1 more.',
      ),
    ).toBe(
      '3 demandes déposées entre 400 et 1_000_m de la propriété_: Dérogation mineure au 12 Main Street (A-1/26), 450_m_; Plan d’implantation au 30 Elm Road, 800_m_; et 1 autre.',
    );
    expect(fr('3 applications filed 400 to 1000 m from the property')).toBe(
      '3 demandes déposées entre 400 et 1_000_m de la propriété',
    );
    // A file of a type not known here leaves the whole listing in English.
    expect(
      frSummary(
        '2 applications filed 400 to 1000 m from the property: Demolition at 1 A St, 450 m; Site plan at 2 B St, 500 m.',
      ),
    ).toBeNull();
  });

  it('a later step of its thread, read as such only on a step alert', () => {
    const step = { sourceKey: 'application:4:step:9' };
    expect(frSummary('OZ-22-012: Appealed to the Ontario Land Tribunal by the applicant on 2026-11-02.', step)).toBe(
      'OZ-22-012_: Appealed to the Ontario Land Tribunal by the applicant, le 2 novembre 2026.',
    );
    expect(frSummary('zoning by-law amendment at 100 Queen Street West: Heard on 2026-11-02.', step)).toBe(
      'Modification du Règlement de zonage au 100 Queen Street West_: Heard, le 2 novembre 2026.',
    );
    expect(fr('Heard on 2026-11-02', step)).toBe('Heard, le 2 novembre 2026');
    // The same words on another alert are no template.
    expect(fr('Heard on 2026-11-02', { sourceKey: 'meeting:3' })).toBeNull();
  });
});

describe('a tribunal decision naming a property’s application (alerts/decision-alerts.ts)', () => {
  it('says which decision, when, and which application', () => {
    expect(
      frSummary(
        'Appeal of 1 Main Street (OLT-22-004123), decided on 2026-11-01, names application A-1/26, which you track for Harbour Tower.',
      ),
    ).toBe(
      'Appeal of 1 Main Street (OLT-22-004123), décision rendue le 1er novembre 2026, vise la demande A-1/26, que vous suivez pour Harbour Tower.',
    );
    expect(frSummary('Appeal of 1 Main Street, names application A-1/26, which you track for Harbour Tower.')).toBe(
      'Appeal of 1 Main Street, vise la demande A-1/26, que vous suivez pour Harbour Tower.',
    );
    expect(
      fr(
        'The Ontario Land Tribunal decision "Appeal of 1 Main Street" names application A-1/26, which you track for Harbour Tower.',
      ),
    ).toBe(
      'La décision du Tribunal ontarien de l’aménagement du territoire (TOAT) «_Appeal of 1 Main Street_» vise la demande A-1/26, que vous suivez pour Harbour Tower.',
    );
  });
});

describe('a later step of a followed matter (follows/match.ts)', () => {
  it('on another agenda', () => {
    expect(
      frSummary('An item you follow ("Rezoning of 1 Main") is on the agenda of Planning Committee on 2026-12-01.'),
    ).toBe(
      'Un point que vous suivez («_Rezoning of 1 Main_») est inscrit à l’ordre du jour de Planning Committee le 1er décembre 2026.',
    );
    expect(fr('The followed matter comes back: Rezoning of 1 Main Street')).toBe(
      'Le dossier suivi revient à l’ordre du jour_: Rezoning of 1 Main Street',
    );
  });

  it('with a new status, its words in French, and the decision as written', () => {
    expect(
      frSummary(
        'An item you follow ("Rezoning of 1 Main"): status changed from scheduled to Adopted at Toronto and East York Community Council (2026-11-30). Decision: City Council adopted the item.',
      ),
    ).toBe(
      'Un point que vous suivez («_Rezoning of 1 Main_»)_: le statut est passé de «_Inscrit_» à «_Adopté_» (Toronto and East York Community Council, 30 novembre 2026). Décision_: City Council adopted the item.',
    );
    expect(
      fr(
        "The followed matter's status changed to Deferred Indefinitely at Toronto and East York Community Council (2026-11-30).",
      ),
    ).toBe(
      'Le statut du dossier suivi est passé à «_Reporté indéfiniment_» (Toronto and East York Community Council, 30 novembre 2026).',
    );
  });

  it('at a tribunal', () => {
    expect(
      frSummary(
        'An item you follow ("Rezoning of 1 Main") reached the Ontario Land Tribunal: Appeal of 1 Main Street (OLT-22-004123), decided on 2026-11-02.',
      ),
    ).toBe(
      'Un point que vous suivez («_Rezoning of 1 Main_») a été porté devant le Tribunal ontarien de l’aménagement du territoire (TOAT)_: Appeal of 1 Main Street (OLT-22-004123), décision rendue le 2 novembre 2026.',
    );
    expect(fr('The followed matter reached the Landlord and Tenant Board: TEL-12345')).toBe(
      'Le dossier suivi a été porté devant la Commission de la location immobilière_: TEL-12345',
    );
  });
});

describe('the titles the writers build from templates', () => {
  const FOLLOW = 'follow:1b4e28ba-2fa1-11d2-883f-0016d3cca427';

  it('a new application, at or near a property or in an area watch, each type in Ontario’s French', () => {
    const key = 'application:42';
    expect(frTitle('New application: Minor variance at 12 Main Street (A-1/26)', key)).toBe(
      'Nouvelle demande_: Dérogation mineure au 12 Main Street (A-1/26)',
    );
    expect(frTitle('New application: Consent at 12 Main Street (B-4/26)', key)).toBe(
      'Nouvelle demande_: Autorisation (morcellement) au 12 Main Street (B-4/26)',
    );
    expect(frTitle('New application: Site plan at Queen Street West', key)).toBe(
      'Nouvelle demande_: Plan d’implantation à Queen Street West',
    );
    expect(
      frTitle('New application: Zoning by-law amendment at 100 Queen Street West (26 100001 STE 10 OZ)', key),
    ).toBe('Nouvelle demande_: Modification du Règlement de zonage au 100 Queen Street West (26 100001 STE 10 OZ)');
    expect(frTitle('New application: Official plan amendment at 1 King Street', key)).toBe(
      'Nouvelle demande_: Modification du Plan officiel au 1 King Street',
    );
    expect(frTitle('New application: Draft plan of subdivision at 5 Elm Road (21T-26001)', key)).toBe(
      'Nouvelle demande_: Ébauche de plan de lotissement au 5 Elm Road (21T-26001)',
    );
    expect(frTitle('New application: Draft plan of condominium at 5 Elm Road', key)).toBe(
      'Nouvelle demande_: Ébauche de plan de copropriété au 5 Elm Road',
    );
    // A file of no known type is just a new application; an address not given is said so.
    expect(frTitle('New application: Application at an address not given (A-9/26)', key)).toBe(
      'Nouvelle demande à une adresse non précisée (A-9/26)',
    );
    // Every label the writer has.
    for (const type of ['official_plan_amendment', 'consent', 'minor_variance', 'site_plan', 'other'])
      expect(frTitle(`New application: ${typeLabel(type)} at 1 A Street`, key)).not.toBeNull();
  });

  it('several farther files as one listing, in metres the French way', () => {
    expect(frTitle('New applications: 3 files within 1000 m', 'applications:7-19')).toBe(
      'Nouvelles demandes_: 3 dossiers dans un rayon de 1_000_m',
    );
  });

  it('a later step of a file’s thread, each step in French, and its day', () => {
    const key = 'application:4:step:9';
    expect(frTitle('OZ-22-012: hearing scheduled on 2026-12-10', key)).toBe(
      'OZ-22-012_: audience prévue le 10 décembre 2026',
    );
    expect(frTitle('minor variance at 12 Main Street: appealed on 2026-12-01', key)).toBe(
      'Dérogation mineure au 12 Main Street_: appel interjeté le 1er décembre 2026',
    );
    expect(frTitle('A-1/26: tribunal decision', key)).toBe('A-1/26_: décision du tribunal');
    for (const step of Object.values(STEP_WORDS))
      expect(frTitle(`A-1/26: ${step} on 2026-12-10`, key)).toMatch(/^A-1\/26_: \S.* le 10 décembre 2026$/);
    // A step the registry names in its own word, which has no French here.
    expect(frTitle('A-1/26: recirculated on 2026-12-10', key)).toBeNull();
  });

  it('a tribunal decision naming a property’s application', () => {
    expect(
      frTitle('Ontario Land Tribunal: a decision names application A-123/24 of Harbour Tower', 'decision:41'),
    ).toBe(
      'Tribunal ontarien de l’aménagement du territoire (TOAT)_: une décision vise la demande A-123/24 de Harbour Tower',
    );
    expect(
      frTitle('Landlord and Tenant Board: a decision names application A-1/26 of Immeuble Ottawa', 'decision:2'),
    ).toBe('Commission de la location immobilière_: une décision vise la demande A-1/26 d’Immeuble Ottawa');
  });

  it('a followed matter back on an agenda, with a new status, at a tribunal', () => {
    expect(frTitle('Followed item at Planning Committee: Rezoning of 1 Main Street', `${FOLLOW}:88`)).toBe(
      'Point suivi à l’ordre du jour de Planning Committee_: Rezoning of 1 Main Street',
    );
    expect(frTitle('Followed item Adopted: Rezoning of 1 Main Street', `${FOLLOW}:status:88:0a1b2c3d4e5f`)).toBe(
      'Point suivi, statut «_Adopté_»_: Rezoning of 1 Main Street',
    );
    expect(
      frTitle('Followed item at the Ontario Land Tribunal: Appeal of 1 Main Street', `${FOLLOW}:decision:41`),
    ).toBe('Point suivi devant le Tribunal ontarien de l’aménagement du territoire (TOAT)_: Appeal of 1 Main Street');
    // A bilingual portal's item by its French title.
    const items: ItemTexts[] = [
      {
        title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
        description: null,
        titleFr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
        descriptionFr: null,
      },
    ];
    expect(
      frTitle(
        'Followed item at Planning and Housing Committee: Zoning By-law Amendment – 110 Laurier Avenue West',
        `${FOLLOW}:88`,
        items,
      ),
    ).toBe(
      'Point suivi à l’ordre du jour de Planning and Housing Committee_: Modification au Règlement de zonage – 110, avenue Laurier Ouest',
    );
  });

  it('a keyword watch’s untitled mayoral decision, by its number; a watch’s other titles are the data’s', () => {
    expect(frTitle('Mayoral decision MD-2026-04', 'mayoral:3')).toBe('Décision du maire MD-2026-04');
    expect(frTitle('Zoning By-law Amendment – 110 Laurier Avenue West', 'item:5')).toBeNull();
  });

  it.each([
    // A meeting alert's title is its item's, even one that reads like a template.
    ['New application: Site plan at 12 Main Street', 'meeting:3'],
    ['Followed item at Planning Committee: Rezoning', 'application:4'],
    ['OZ-22-012: hearing scheduled on 2026-12-10', 'application:4'],
    ['New application: Demolition at 1 A St', 'application:4'],
    ['New applications: many files', 'applications:1-2'],
    ['A tower is proposed next door.', 'decision:1'],
    ['Rezoning next door', 'meeting:1'],
  ])('stays English (null): %s (%s)', (english, sourceKey) => {
    expect(frenchTemplateTitle(english, { sourceKey })).toBeNull();
  });

  it('answers null without a title or without the alert’s source key', () => {
    expect(frenchTemplateTitle(null, { sourceKey: 'application:4' })).toBeNull();
    expect(frenchTemplateTitle('New application: Site plan at 12 Main Street')).toBeNull();
  });
});

describe('what no template recognises', () => {
  it.each([
    'A tower is proposed next door.',
    'It names 98 Harbour Street, the address of Harbour Tower.',
    // A policy on a topic the alert categories do not have.
    '"Budget" is a policy on taxes that applies across Vaughan, including Vaughan Metro Site.',
    // A watch's summary cut at 1,000 characters has lost its end.
    `Watch "Rezoning" matched an item of ${'Committee '.repeat(5)}`,
    '',
  ])('stays English (null): %s', (english) => {
    expect(frenchAlertSummary(english)).toBeNull();
    expect(frenchImpactSummary(english)).toBeNull();
  });

  it('answers null for no text at all', () => {
    expect(frenchAlertSummary(null)).toBeNull();
    expect(frenchImpactSummary(undefined)).toBeNull();
  });
});
