/** `%text%` for LIKE / ILIKE, with the wildcards of the user's text escaped so '50%' finds '50%' literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
