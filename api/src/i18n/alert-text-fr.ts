import { itemLead } from '../analysis/alert-text.js';
import {
  APPLICATION_LABELS,
  APPLICATION_STEP_WORDS,
  applicationStatus,
  applicationStep,
  applicationType,
  atPlace,
  COLON,
  frenchDay,
  frenchNumber,
  itemStatus,
  metres,
  NBSP,
  ofName,
  ofTribunal,
  quoted,
  theTribunal,
  topics,
  tribunalName,
} from './planning-words-fr.js';

/*
 * What the matcher writes about an alert, for a French reader (docs/i18n.md "Alert texts"). The alert's summary and
 * its impacts' summaries are written once, in English, for every member of a company; each is one of a few
 * templates filled with values (an address, a distance, a property's name, a rule, a status, a date, a count). Read
 * time recognises the template in the English and writes the same values in the template's French. Nothing is
 * stored twice: an alert written before this module reads in French too, and the English is never touched.
 * A sentence no template recognises answers null and the reader gets the English: an English template changed
 * without its French here shows as English, never as a wrong French. What the values themselves say (a title, an
 * address, a registry's status, a decision's text) is the data's and stays as written, except an agenda item that a
 * bilingual portal published in French: its French title and first sentence take the English ones' place.
 */

/** An agenda item's texts in both languages (the French are null unless a bilingual portal published them). */
export interface ItemTexts {
  title: string | null;
  description: string | null;
  titleFr: string | null;
  descriptionFr: string | null;
}

export interface FrenchTextContext {
  /** The alert's source key: a step of an application's thread ('application:<id>:step:<event>') has its own form. */
  sourceKey?: string | null;
  /** The items the sentence may quote (an impact's own item; an alert's lead item, or all of its items). */
  items?: readonly ItemTexts[];
}

type Form = { re: RegExp; fr: (m: string[], items: readonly ItemTexts[]) => string | null };
const form = (source: string, fr: Form['fr']): Form => ({ re: new RegExp(`^${source}$`, 's'), fr });

/** An impact's lead: its item's own first sentence (analysis/alert-text.ts itemLead), ending in . ! ? or …. */
const LEAD = '(.+?[.!?…])';
const TITLE = '"(.*)"';
const DATE = '(\\d{4}-\\d{2}-\\d{2})';
const METRES = '(\\d+(?:\\.\\d+)?)';
const STEP_KEY = /^application:\d+:step:\d+$/;

/** The French first sentence of the item the English lead is the first sentence of, when it has one. */
function leadOf(lead: string, items: readonly ItemTexts[]): string {
  for (const item of items)
    if (item.descriptionFr && itemLead(item.description) === lead) return itemLead(item.descriptionFr) ?? lead;
  return lead;
}
/** The item's French title in place of its English one, when it has one. */
const titleOf = (title: string, items: readonly ItemTexts[]) =>
  items.find((i) => i.titleFr && i.title === title)?.titleFr ?? title;

/** A policy (analysis/alert-text.ts, its default case): its topics, where it applies, whether it names a land use. */
function policy(topicWords: string | undefined, where: string, property: string, landUse: string | undefined) {
  const about = topicWords === undefined ? 'une politique municipale' : topics(topicWords);
  if (about === null) return null;
  const on = topicWords === undefined ? about : `une politique sur ${about}`;
  const names = landUse ? ', et qui mentionne l’utilisation du sol de cette propriété' : '';
  return { on, reach: `qui s’applique à l’ensemble ${ofName(where)}, y compris à ${property}${names}` };
}

/** An impact of an agenda item on a property (analysis/alert-text.ts impactSummary): lead or title, then why. */
const PROPERTY_IMPACTS: Form[] = [
  form(`${LEAD} It names (.+?), the address of (.+)\\.`, ([, lead, text, p], items) => {
    return `${leadOf(lead!, items)} Ce point nomme ${text}, l’adresse ${ofName(p!)}.`;
  }),
  form(`${TITLE} names (.+?), the address of (.+)\\.`, ([, title, text, p], items) => {
    return `${quoted(titleOf(title!, items))} nomme ${text}, l’adresse ${ofName(p!)}.`;
  }),
  form(`${LEAD} It concerns application (.+?), which you track for (.+)\\.`, ([, lead, number, p], items) => {
    return `${leadOf(lead!, items)} Ce point porte sur la demande ${number}, que vous suivez pour ${p}.`;
  }),
  form(`${TITLE} concerns application (.+?), which you track for (.+)\\.`, ([, title, number, p], items) => {
    return `${quoted(titleOf(title!, items))} porte sur la demande ${number}, que vous suivez pour ${p}.`;
  }),
  form(`${LEAD} The site is ${METRES} m from (.+)\\.`, ([, lead, m, p], items) => {
    return `${leadOf(lead!, items)} Le site est à ${metres(m!)} ${ofName(p!)}.`;
  }),
  form(`${TITLE} is about a site ${METRES} m from (.+)\\.`, ([, title, m, p], items) => {
    return `${quoted(titleOf(title!, items))} porte sur un site situé à ${metres(m!)} ${ofName(p!)}.`;
  }),
  form(
    `${LEAD} This is (?:a policy on (.+?)|a municipal policy) that applies across (.+?), including (.+?)(, and names its land use)?\\.`,
    ([, lead, words, where, p, landUse], items) => {
      const it = policy(words, where!, p!, landUse);
      return it && `${leadOf(lead!, items)} Il s’agit d’${it.on} ${it.reach}.`;
    },
  ),
  form(
    `${TITLE} is (?:a policy on (.+?)|a municipal policy) that applies across (.+?), including (.+?)(, and names its land use)?\\.`,
    ([, title, words, where, p, landUse], items) => {
      const it = policy(words, where!, p!, landUse);
      return it && `${quoted(titleOf(title!, items))} est ${it.on} ${it.reach}.`;
    },
  ),
];

/** A keyword watch's alert (watches/match-sources.ts): its summary, also its impact's. */
const WATCH = [
  form(`Watch "(.+)" matched an item of (.+) \\((.+), ${DATE}\\)`, ([, w, meeting, where, day]) => {
    return `La liste de surveillance ${quoted(w!)} a trouvé un point ${ofName(meeting!)} (${where}, ${frenchDay(day!)})`;
  }),
  form(`Watch "(.+)" matched a document of (.+) \\((.+), ${DATE}\\)`, ([, w, meeting, where, day]) => {
    return `La liste de surveillance ${quoted(w!)} a trouvé un document ${ofName(meeting!)} (${where}, ${frenchDay(day!)})`;
  }),
  form(`Watch "(.+)" matched provincial proposal (.+?)(?: \\(posted ${DATE}\\))?`, ([, w, id, day]) => {
    const posted = day ? ` (publiée le ${frenchDay(day)})` : '';
    return `La liste de surveillance ${quoted(w!)} a trouvé la proposition provinciale ${id}${posted}`;
  }),
  form(`Watch "(.+)" matched tribunal decision (.+?)(?: \\(${DATE}\\))?`, ([, w, id, day]) => {
    const on = day ? ` (${frenchDay(day)})` : '';
    return `La liste de surveillance ${quoted(w!)} a trouvé la décision de tribunal ${id}${on}`;
  }),
  form(`Watch "(.+)" matched mayoral decision (.+) \\((.+)\\)`, ([, w, id, where]) => {
    return `La liste de surveillance ${quoted(w!)} a trouvé la décision du maire ${id} (${where})`;
  }),
];

/** "de « Inscrit » à « Adopté » (Toronto and East York Community Council, 30 novembre 2026)". */
const statusChange = (from: string | undefined, to: string, where: string, day: string) =>
  `${from ? `de ${quoted(itemStatus(from))} ` : ''}à ${quoted(itemStatus(to))} (${where}, ${frenchDay(day)})`;

/** A later step of a followed matter (follows/match.ts): the alert's summary. */
const FOLLOW_SUMMARIES = [
  form(`An item you follow \\("(.*?)"\\) is on the agenda of (.+) on ${DATE}\\.`, ([, t, where, day]) => {
    return `Un point que vous suivez (${quoted(t!)}) est inscrit à l’ordre du jour ${ofName(where!)} le ${frenchDay(day!)}.`;
  }),
  form(
    `An item you follow \\("(.*?)"\\): status changed (?:from (.+?) )?to (.+?) at (.+?) \\(${DATE}\\)\\.(?: Decision: (.*))?`,
    ([, t, from, to, where, day, decision]) => {
      const decided = decision === undefined ? '' : ` Décision${COLON} ${decision}`;
      return `Un point que vous suivez (${quoted(t!)})${COLON} le statut est passé ${statusChange(from, to!, where!, day!)}.${decided}`;
    },
  ),
  form(
    `An item you follow \\("(.*?)"\\) reached the (.+?): (.*), decided(?: on ${DATE})?\\.`,
    ([, t, tribunal, decision, day]) => {
      const on = day ? ` le ${frenchDay(day)}` : '';
      return `Un point que vous suivez (${quoted(t!)}) a été porté devant ${theTribunal(tribunal!)}${COLON} ${decision}, décision rendue${on}.`;
    },
  ),
];
/** The same step's impact. */
const FOLLOW_IMPACTS = [
  form(`The followed matter comes back: (.*)`, ([, title], items) => {
    return `Le dossier suivi revient à l’ordre du jour${COLON} ${titleOf(title!, items)}`;
  }),
  form(
    `The followed matter's status changed (?:from (.+?) )?to (.+?) at (.+?) \\(${DATE}\\)\\.`,
    ([, f, to, w, day]) => {
      return `Le statut du dossier suivi est passé ${statusChange(f, to!, w!, day!)}.`;
    },
  ),
  form(`The followed matter reached the (.+?): (.*)`, ([, tribunal, decision]) => {
    return `Le dossier suivi a été porté devant ${theTribunal(tribunal!)}${COLON} ${decision}`;
  }),
];

/** A new development application: in an area watch (alerts/area-alerts.ts), at or near a property (applications). */
const description = (text: string) => (text === 'no description given' ? 'aucune description fournie' : text);
const APPLICATION_SUMMARIES = [
  form(`(${APPLICATION_LABELS}) at (.+?), inside the area "(.+?)": (.*)`, ([, label, place, area, text]) => {
    const type = applicationType(label!)!;
    return `${type.label} ${atPlace(place!)}, dans la zone ${quoted(area!)}${COLON} ${description(text!)}`;
  }),
  form(
    `(${APPLICATION_LABELS}) at (.+?), (?:file number (.+?), which the property carries|(the application is at the property)|${METRES} m from the property): (.*)`,
    ([, label, place, number, atProperty, m, text]) => {
      const type = applicationType(label!)!;
      const why = number
        ? `numéro de dossier ${number}, inscrit pour la propriété`
        : atProperty
          ? 'la demande vise la propriété même'
          : `à ${metres(m!)} de la propriété`;
      return `${type.label} ${atPlace(place!)}, ${why}${COLON} ${description(text!)}`;
    },
  ),
];
const APPLICATION_IMPACTS = [
  form(`(${APPLICATION_LABELS}) filed at (.+) \\(([^()]*)\\)`, ([, label, place, status]) => {
    const type = applicationType(label!)!;
    return `${type.label} déposé${type.feminine ? 'e' : ''} ${atPlace(place!)} (${applicationStatus(status!)})`;
  }),
];

/** A property's several new files beyond the near radius, as one listing (applications/nearby.ts). */
const LISTED_FILE = new RegExp(`^(${APPLICATION_LABELS}) at (.+), ${METRES} m$`, 's');
function listedFile(entry: string): string | null {
  const m = LISTED_FILE.exec(entry);
  const type = m && applicationType(m[1]!);
  return type ? `${type.label} ${atPlace(m![2]!)}, ${metres(m![3]!)}` : null;
}
const filedBetween = (n: string, near: string, last: string) => {
  const s = n === '1' ? '' : 's';
  return `${frenchNumber(Number(n))} demande${s} déposée${s} entre ${frenchNumber(Number(near))} et ${metres(last)} de la propriété`;
};
const LISTING_SUMMARY = [
  form(
    `(\\d+) applications filed (\\d+) to (\\d+) m from the property: (.*?)(?:; and (\\d+) more)?\\.`,
    ([, n, near, last, named, more]) => {
      const files = named!.split('; ').map(listedFile);
      if (files.some((f) => f === null)) return null;
      const others = more ? `${NBSP}; et ${frenchNumber(Number(more))} autre${more === '1' ? '' : 's'}` : '';
      return `${filedBetween(n!, near!, last!)}${COLON} ${files.join(`${NBSP}; `)}${others}.`;
    },
  ),
];
const LISTING_IMPACT = [
  form(`(\\d+) applications filed (\\d+) to (\\d+) m from the property`, ([, n, near, last]) => {
    return filedBetween(n!, near!, last!);
  }),
];

/**
 * A later step of an application's thread (applications/alerts.ts): "<file>: <step title> on <day>.", the file its
 * number or, without one, "<type> at <address>" (which opens the French sentence, so with its capital).
 */
const FILE_AT = new RegExp(`^(${APPLICATION_LABELS}) at (.+)$`, 'is');
function fileOf(file: string): string {
  const m = FILE_AT.exec(file);
  const type = m && applicationType(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1));
  return type ? `${type.label} ${atPlace(m[2]!)}` : file;
}
const STEP_SUMMARY = [
  form(`(.+?): (.*?)(?: on ${DATE})?\\.`, ([, file, step, day]) => {
    return `${fileOf(file!)}${COLON} ${step}${day ? `, le ${frenchDay(day)}` : ''}.`;
  }),
];
const STEP_IMPACT = [form(`(.*) on ${DATE}`, ([, step, day]) => `${step}, le ${frenchDay(day!)}`)];

/** A tribunal decision naming a property's application number (alerts/decision-alerts.ts). */
const DECISION_SUMMARY = [
  form(
    `(.+?)(?:, decided on ${DATE})?, names application (.+?), which you track for (.+)\\.`,
    ([, decision, day, number, p]) => {
      const decided = day ? `, décision rendue le ${frenchDay(day)}` : '';
      return `${decision}${decided}, vise la demande ${number}, que vous suivez pour ${p}.`;
    },
  ),
];
const DECISION_IMPACT = [
  form(`The (.+?) decision "(.*)" names application (.+?), which you track for (.+)\\.`, ([, t, title, n, p]) => {
    return `La décision ${ofTribunal(t!)} ${quoted(title!)} vise la demande ${n}, que vous suivez pour ${p}.`;
  }),
];

/** A meeting's alert at a property (alerts/text.ts alertSummary): its strongest impact, then how many more. */
const MORE_ITEMS = /^(.+) The same meeting has (\d+) more items? that may affect (.+)\.$/s;
function meetingSummary(english: string, items: readonly ItemTexts[]): string | null {
  const more = MORE_ITEMS.exec(english);
  const lead = first(PROPERTY_IMPACTS, more ? more[1]! : english, items);
  if (!more || lead === null) return lead;
  const n = Number(more[2]);
  const s = n === 1 ? '' : 's';
  return `${lead} La même réunion compte ${n} autre${s} point${s} qui pourrai${n === 1 ? 't' : 'ent'} toucher ${more[3]}.`;
}

function first(forms: readonly Form[], english: string, items: readonly ItemTexts[]): string | null {
  for (const f of forms) {
    const m = f.re.exec(english);
    const french = m && f.fr([...m], items);
    if (french) return french;
  }
  return null;
}

const SUMMARIES = [...WATCH, ...FOLLOW_SUMMARIES, ...APPLICATION_SUMMARIES, ...LISTING_SUMMARY, ...DECISION_SUMMARY];
const IMPACTS = [
  ...PROPERTY_IMPACTS,
  ...WATCH,
  ...FOLLOW_IMPACTS,
  ...APPLICATION_IMPACTS,
  ...LISTING_IMPACT,
  ...DECISION_IMPACT,
];

/** An alert's summary in French; null when its English is not one of the writers' templates. */
export function frenchAlertSummary(english: string | null | undefined, context: FrenchTextContext = {}): string | null {
  if (!english) return null;
  const items = context.items ?? [];
  if (context.sourceKey && STEP_KEY.test(context.sourceKey)) return first(STEP_SUMMARY, english, items);
  return first(SUMMARIES, english, items) ?? meetingSummary(english, items);
}

/** An impact's summary (or a property alert's preview, its strongest impact's) in French; null when not recognised. */
export function frenchImpactSummary(
  english: string | null | undefined,
  context: FrenchTextContext = {},
): string | null {
  if (!english) return null;
  const items = context.items ?? [];
  if (context.sourceKey && STEP_KEY.test(context.sourceKey)) return first(STEP_IMPACT, english, items);
  return first(IMPACTS, english, items);
}

/*
 * The titles the writers build from templates. A title is read as a template only on an alert its writer raised (told
 * by the alert's source key): elsewhere a title is data (a meeting alert's is its item's title, a keyword watch's the
 * matched item's or document's), and data that happened to look like a template must stay as written.
 */
type TitleForm = { key: RegExp; form: Form };
const titled = (key: RegExp, source: string, fr: Form['fr']): TitleForm => ({ key, form: form(source, fr) });
const FOLLOW = 'follow:[0-9a-f-]+';

/** "Nouvelle demande : Dérogation mineure au 12 Main Street (A-1/26)"; a file of no known type is just "Nouvelle demande". */
function newApplication(label: string, place: string): string {
  return label === 'Application'
    ? `Nouvelle demande ${atPlace(place)}`
    : `Nouvelle demande${COLON} ${applicationType(label)!.label} ${atPlace(place)}`;
}

const TITLES: TitleForm[] = [
  // A file's own alert, at or near a property (applications/alerts.ts) or in an area watch (alerts/area-alerts.ts).
  titled(/^application:\d+$/, `New application: (${APPLICATION_LABELS}) at (.+)`, ([, label, place]) => {
    return newApplication(label!, place!);
  }),
  // A property's several farther files as one listing (applications/nearby.ts).
  titled(/^applications:/, `New applications: (\\d+) files within ${METRES} m`, ([, n, last]) => {
    return `Nouvelles demandes${COLON} ${frenchNumber(Number(n))} dossier${n === '1' ? '' : 's'} dans un rayon de ${metres(last!)}`;
  }),
  // A later step of a file's thread (applications/alerts.ts): "<file>: <step> on <day>"; a step it names by the
  // registry's own word, which has no French here, leaves the title English.
  titled(STEP_KEY, `(.+): (${APPLICATION_STEP_WORDS})(?: on ${DATE})?`, ([, file, step, day]) => {
    return `${fileOf(file!)}${COLON} ${applicationStep(step!)}${day ? ` le ${frenchDay(day)}` : ''}`;
  }),
  // A tribunal decision naming a property's application (alerts/decision-alerts.ts).
  titled(/^decision:\d+$/, `(.+?): a decision names application (.+?) of (.+)`, ([, tribunal, number, p]) => {
    return `${tribunalName(tribunal!)}${COLON} une décision vise la demande ${number} ${ofName(p!)}`;
  }),
  // A followed matter's later steps (follows/match.ts): back on an agenda, a new status, at a tribunal.
  titled(new RegExp(`^${FOLLOW}:\\d+$`), `Followed item at (.+?): (.*)`, ([, where, title], items) => {
    return `Point suivi à l’ordre du jour ${ofName(where!)}${COLON} ${titleOf(title!, items)}`;
  }),
  titled(new RegExp(`^${FOLLOW}:status:`), `Followed item (.+?): (.*)`, ([, status, title], items) => {
    return `Point suivi, statut ${quoted(itemStatus(status!))}${COLON} ${titleOf(title!, items)}`;
  }),
  titled(new RegExp(`^${FOLLOW}:decision:`), `Followed item at the (.+?): (.*)`, ([, tribunal, title]) => {
    return `Point suivi devant ${theTribunal(tribunal!)}${COLON} ${title}`;
  }),
  // A keyword watch's mayoral decision without a title of its own (watches/match-sources.ts): named by its number.
  titled(/^mayoral:\d+$/, `Mayoral decision (\\S+)`, ([, id]) => `Décision du maire ${id}`),
];

/**
 * An alert's title in French when a writer built it from a template (a new application, a file's step, a listing, a
 * decision naming an application, a followed matter's step, an untitled mayoral decision); null for any other title,
 * and for a template's title not recognised, so the reader gets the English.
 */
export function frenchTemplateTitle(
  english: string | null | undefined,
  context: FrenchTextContext = {},
): string | null {
  const { sourceKey } = context;
  if (!english || !sourceKey) return null;
  const forms = TITLES.filter((t) => t.key.test(sourceKey)).map((t) => t.form);
  return first(forms, english, context.items ?? []);
}
