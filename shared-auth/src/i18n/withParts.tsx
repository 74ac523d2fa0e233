import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with elements inside it (code, emphasis, bold names): `t` fills each `{{name}}` placeholder
 * of the sentence with a mark, and the marks are replaced by `parts[name]`, wherever the translation puts them.
 */
export function withParts(translated: (values: Record<string, string>) => string, parts: Record<string, ReactNode>) {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return translated(marks)
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? piece}</Fragment> : piece || null,
    );
}
