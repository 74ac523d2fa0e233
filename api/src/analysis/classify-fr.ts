import type { AlertCategory } from '../db/schema/index.js';

/*
 * The French words of the classifier (classify.ts), for the agendas bilingual and francophone municipalities
 * publish in French. Each pattern is tested on the text without its accents (addresses/french.ts,
 * withoutAccents), so "règlement", "reglement" and "RÈGLEMENT" read alike. Each French category maps to the
 * English one it stands for:
 *   zoning          zonage, plan officiel, modification au Règlement de zonage, dérogation mineure
 *   fees            redevances d'aménagement, frais, taxes, redevance pour avantages communautaires
 *   development     demande, plan d'implantation, lotissement, copropriété, autorisation (morcellement), étages,
 *                   unités d'habitation, démolition
 *   infrastructure  routes, transport en commun, conduites d'eau, égouts, eaux pluviales, ponts, pistes cyclables
 * A policy act: règlement, plan, modification, redevances, étude, stratégie.
 */

export const FRENCH_PROCEDURAL =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:ouverture de la (?:seance|reunion)|appel (?:nominal|des membres)|presences|adoption (?:de l'ordre du jour|du proces-verbal|des proces-verbaux)|approbation (?:de l'ordre du jour|du proces-verbal|des proces-verbaux)|confirmation (?:du proces-verbal|des proces-verbaux)|proces-verbaux?\b|declarations? d'interets?(?: pecuniaires?)?|divulgations? d'interets?|levee de la seance|ajournement|seance a huis clos|huis clos|reglement de ratification|ratification des deliberations|hymne national|reconnaissance (?:du territoire|territoriale)|moment de (?:silence|reflexion)|periode de questions|annonces|avis de motion)\b/i;

export const FRENCH_STRUCTURAL =
  /^\s*(?:[A-Z]?\d+(?:\.\d+)*\.?\s*|[A-Z]\.\s*)?(?:(?:direction generale|direction|service)\s+(?:de|des|du|d')[^.:;,\d]{0,120}|rapports? (?:du|de la|des)\b[^.:;]{0,80}|rapports?(?: du personnel| de comites?| d'information)?|correspondance|delegations?(?: et presentations)?|presentations?|petitions?|questions? diverses|affaires (?:nouvelles|en suspens)|points? (?:a titre d'information|pour information)|communications?|reglements|motions?(?: des membres)?)\s*$/i;

export const FRENCH_CATEGORY_WORDS: Array<[AlertCategory, RegExp]> = [
  [
    'zoning',
    /\b(zonage|rezonage|plan officiel|modification (?:au|du) (?:reglement de zonage|plan officiel)|derogations? mineures?|comite de derogation|designation d'utilisation du sol|plan secondaire)/i,
  ],
  [
    'fees',
    /\b(redevances? d'amenagement|redevances?\b|frais\b|prelevements?\b|taxes?\b|impots?\b|tarifs?\b|(?:frais|paiements?) (?:tenant lieu|relatifs aux terrains)|affectation de terrains a (?:des|la creation de) parcs|redevance pour avantages communautaires)/i,
  ],
  [
    'development',
    /\b(demandes?\b|plan d'implantation|lotissements?|plan de lotissement|coproprietes?|condominiums?|autorisations?\b|morcellements?|etages\b|unites d'habitation|logements? (?:residentiels?|locatifs?)|demolition|reamenagement|proposition d'amenagement|utilisation mixte|permis de construire|designation (?:patrimoniale|en vertu de la loi sur le patrimoine))/i,
  ],
  [
    'infrastructure',
    /\b(routes?\b|chaussees?|transport en commun|train leger|o-train|conduites? d'eau|aqueducs?|eaux usees|egouts?|eaux pluviales|ponts?\b|travaux d'immobilisations|budget des immobilisations|infrastructures?|pistes? cyclables?|reseau cyclable|plan directeur des transports|evaluation environnementale|travaux de construction|feux de circulation|moderation de la circulation|trottoirs?|passages? pour pietons|amenagement des rues|amelioration (?:de|des) (?:l'intersection|intersections))/i,
  ],
];

export const FRENCH_POLICY_TOPIC =
  /\b(plan officiel|reglement (?:general )?de zonage|redevances? d'amenagement|frais|plan directeur|croissance|logement|infrastructures?|budget des immobilisations|transport en commun|transports|reseau cyclable|parcs?|zonage d'inclusion|zones? de grande station de transport en commun|plan secondaire|amenagement du territoire|urbanisme|planification et (?:de l')?amenagement|bassins? versants?|plaines? inondables?|patrimoine naturel|districts? de conservation du patrimoine)\b/i;

export const FRENCH_POLICY_ACT = /\b(reglements?|plans?|modifications?|redevances?|etudes?|strategies?)\b/i;

/** A French civic number before its street type ("- 110, avenue Laurier"): a site, as SITE_MARK is in English. */
export const FRENCH_SITE_MARK =
  /(?<![\w/.-])\d{1,6}[A-Za-z]?(?:\s*[-–]\s*\d{1,6})?,?\s+(?:rue|avenue|av|chemin|ch|boulevard|boul|promenade|place|croissant|cour|allee|terrasse|sentier|route|montee)\b/i;
