import { translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../i18n/catalogue';
import type { InsightCategory } from './api/types';

/** The server's English for the four categories it seeds, each with its text in the language in use. */
function seeded(): Record<string, string> {
  const t = (key: string) => translate(PROPERTIES_NAMESPACE, key);
  return {
    Competitors: t('Competitors'),
    Precedents: t('Precedents'),
    'City Growth': t('City Growth'),
    'Big Policies': t('Big Policies'),
    'Development applications near your property that may compete with it.': t(
      'Development applications near your property that may compete with it.',
    ),
    'Tribunal decisions on similar matters that show how a case like yours may go.': t(
      'Tribunal decisions on similar matters that show how a case like yours may go.',
    ),
    'Infrastructure, transit and growth decisions that change the area around your property.': t(
      'Infrastructure, transit and growth decisions that change the area around your property.',
    ),
    'Official plan, zoning by-law, fee and provincial policy changes that apply to your property.': t(
      'Official plan, zoning by-law, fee and provincial policy changes that apply to your property.',
    ),
  };
}

/**
 * A Project Pulse category's name and description in the language in use. The server sends English: the texts it
 * seeded are translated, any other (a category added or reworded later) is shown as the server sends it.
 */
export function categoryText(category: InsightCategory): { label: string; description: string | null } {
  const known = seeded();
  const description = category.description ?? null;
  return {
    label: known[category.label] ?? category.label,
    description: description === null ? null : (known[description] ?? description),
  };
}
