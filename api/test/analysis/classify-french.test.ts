import { categoriesOf, isPolicyItem, isProcedural } from '../../src/analysis/classify.js';

describe('classifier, French agendas', () => {
  it('maps each French policy act and category to the English category', () => {
    const cases: Array<[string, string[]]> = [
      ['Modification au Règlement de zonage – 110, avenue Laurier Ouest', ['zoning']],
      ['Modification du Plan officiel – politiques de croissance', ['zoning']],
      ['Règlement de 2024 sur les redevances d’aménagement', ['fees']],
      ["Redevances d'amenagement – mise à jour de l'étude", ['fees']],
      ['Plan de lotissement provisoire – 3700, chemin Innes', ['development']],
      ['Dérogation mineure – 25, rue Rideau', ['zoning']],
      ['Demande de plan d’implantation – 400, promenade Sussex', ['development']],
      ['Réfection de la chaussée et des conduites d’eau – rue Principale', ['infrastructure']],
      ['Nomination au conseil d’administration de la bibliothèque', ['others']],
    ];
    for (const [title, categories] of cases) expect([title, categoriesOf(title)]).toEqual([title, categories]);
    // The same item in its two languages falls in the same categories.
    expect(categoriesOf('Zoning By-law Amendment – 110 Laurier Avenue West')).toEqual(
      categoriesOf('Modification au Règlement de zonage – 110, avenue Laurier Ouest'),
    );
  });

  it('reads accents or none alike', () => {
    expect(categoriesOf('DEROGATION MINEURE')).toEqual(['zoning']);
    expect(categoriesOf('Règlement de zonage')).toEqual(categoriesOf('Reglement de zonage'));
  });

  it('knows a French policy (a topic and an act) from a site named the French way', () => {
    expect(isPolicyItem('Modification du Plan officiel – zones de grande station de transport en commun', false)).toBe(
      true,
    );
    expect(isPolicyItem('Règlement sur les redevances d’aménagement de 2024', false)).toBe(true);
    // A civic number before a French street type is a site, even unread.
    expect(isPolicyItem('Modification au Règlement de zonage – 110, avenue Inconnue', false)).toBe(false);
    // A topic without an act is no policy.
    expect(
      isPolicyItem('Direction générale de la planification, de l’immobilier et du développement économique', false),
    ).toBe(false);
  });

  it('knows French procedural items and headings', () => {
    for (const title of [
      'Ouverture de la séance',
      '1. Appel nominal',
      'Adoption de l’ordre du jour',
      'Adoption du procès-verbal',
      'Déclarations d’intérêts',
      'Levée de la séance',
      'Règlement de ratification',
      '7. Correspondance',
      'Rapports du personnel',
    ])
      expect([title, isProcedural(title)]).toEqual([title, true]);
    expect(isProcedural('Modification au Règlement de zonage – 110, avenue Laurier Ouest')).toBe(false);
  });
});
