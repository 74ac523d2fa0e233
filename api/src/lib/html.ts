/*
 * HTML the server writes itself (the unsubscribe page, the billing pages, mails): every value placed into it is
 * escaped, so an e-mail address, a company name or a link cannot add markup or leave an attribute.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Markup that is already safe (built by `html` or escaped): inserted as is by `html`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * A template tag that escapes every interpolated value unless it is `SafeHtml` (a nested `html` result) or an
 * array of those; so a page written with it cannot forget to escape.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += piece(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

function piece(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(value);
}
