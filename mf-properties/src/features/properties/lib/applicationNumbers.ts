import { translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/** Most application numbers a property may carry, and most characters each (the API's bounds). */
export const MAX_APPLICATION_NUMBERS = 20;
export const MAX_APPLICATION_LENGTH = 40;

/** How the field shows a property's numbers, and how it reads them back: one list, comma-separated. */
export const formatApplicationNumbers = (numbers: readonly string[] | null | undefined) => (numbers ?? []).join(', ');

/**
 * The application numbers typed in the field (separated by commas, semicolons or new lines), trimmed, with the
 * first message to show when one cannot be a planning file number. The server checks again.
 */
export function parseApplicationNumbers(text: string): { numbers: string[]; error: string | null } {
  const numbers = text
    .split(/[,;\n]+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (numbers.length > MAX_APPLICATION_NUMBERS)
    return {
      numbers,
      error: translate(PROPERTIES_NAMESPACE, 'At most {{max}} application numbers', { max: MAX_APPLICATION_NUMBERS }),
    };
  for (const number of numbers) {
    if (number.length > MAX_APPLICATION_LENGTH)
      return {
        numbers,
        error: translate(PROPERTIES_NAMESPACE, '"{{number}}…" is longer than {{max}} characters', {
          number: number.slice(0, 20),
          max: MAX_APPLICATION_LENGTH,
        }),
      };
    if (
      !/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(number) ||
      !/\d/.test(number) ||
      !/[A-Za-z0-9][ ./-]*[A-Za-z0-9]/.test(number)
    ) {
      return {
        numbers,
        error: translate(
          PROPERTIES_NAMESPACE,
          '"{{number}}" is not a planning application number (such as OZ 22/012 or A-123/24)',
          { number },
        ),
      };
    }
  }
  return { numbers, error: null };
}

/** The field's help, in the language in use. */
export const applicationNumbersHelp = () =>
  translate(
    PROPERTIES_NAMESPACE,
    'Your own planning files, separated by commas (e.g. OZ 22/012 W7, 22 123456 STE 10 OZ, A-123/24): any agenda item or report naming one is an urgent alert, however the city spells it.',
  );
