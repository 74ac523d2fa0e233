/*
 * The lexeme prefilter of watch matching. A watch's query, reduced to its indexable part (querytree: the NOT
 * branches dropped), can only match a text that holds at least one lexeme of a "cover": for a lexeme, itself; for an
 * OR, the union of its branches' covers; for an AND or a phrase, the cover of any one branch, and we take the
 * rarest. Matching then joins a batch's lexemes with the watches' covers and tests the exact query (`@@`) only on
 * the pairs that share a lexeme, so that its cost follows the number of real candidates, not watches x items.
 *
 * The rarity of a lexeme comes from the planner's statistics of the searched tsvector columns (pg_stats'
 * most_common_elems, after ANALYZE); a lexeme the statistics do not list is rarer than every listed one, and without
 * statistics a longer lexeme counts as rarer.
 */

type Node = { kind: 'lexeme'; value: string } | { kind: 'and' | 'or'; children: Node[] } | { kind: 'not'; child: Node };

/** Parses the text form of a tsquery ("'zone' <-> 'amend' & ( 'a' | !'b' )"); null when it cannot. */
export function parseTsquery(text: string): Node | null {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const lexeme = (): Node | null => {
    // 'value' with '' for a quote, then an optional :* or :ABCD suffix.
    at++;
    let value = '';
    while (at < text.length) {
      if (text[at] === "'") {
        if (text[at + 1] === "'") {
          value += "'";
          at += 2;
          continue;
        }
        break;
      }
      if (text[at] === '\\' && at + 1 < text.length) at++;
      value += text[at];
      at++;
    }
    if (text[at] !== "'") return null;
    at++;
    if (text[at] === ':') {
      at++;
      while (at < text.length && /[*A-Da-d]/.test(text[at]!)) at++;
    }
    return { kind: 'lexeme', value };
  };
  const unary = (): Node | null => {
    space();
    const c = text[at];
    if (c === '!') {
      at++;
      const child = unary();
      return child && { kind: 'not', child };
    }
    if (c === '(') {
      at++;
      const inner = or();
      space();
      if (!inner || text[at] !== ')') return null;
      at++;
      return inner;
    }
    if (c === "'") return lexeme();
    return null;
  };
  const and = (): Node | null => {
    const first = unary();
    if (!first) return null;
    const children = [first];
    for (;;) {
      space();
      if (text[at] === '&') at++;
      else if (text[at] === '<') {
        const close = text.indexOf('>', at);
        if (close < 0) return null;
        at = close + 1;
      } else break;
      const next = unary();
      if (!next) return null;
      children.push(next);
    }
    return children.length === 1 ? first : { kind: 'and', children };
  };
  const or = (): Node | null => {
    const first = and();
    if (!first) return null;
    const children = [first];
    for (;;) {
      space();
      if (text[at] !== '|') break;
      at++;
      const next = and();
      if (!next) return null;
      children.push(next);
    }
    return children.length === 1 ? first : { kind: 'or', children };
  };
  const tree = or();
  space();
  return tree && at === text.length ? tree : null;
}

/** How often a lexeme occurs in the searched texts (0..1), or undefined when the statistics do not say. */
export type Rarity = (lexeme: string) => number | undefined;

/** The frequency given to a lexeme the statistics do not list: below every listed one, longer words rarer. */
function estimate(lexeme: string, rarity: Rarity, floor: number): number {
  const known = rarity(lexeme);
  if (known !== undefined) return known;
  return floor / (1 + lexeme.length);
}

/**
 * The lexemes a text must hold one of to match the tree (see above), or null when no lexeme is required (a NOT
 * alone, or an OR with such a branch): such a watch is tested against every row.
 */
export function coverOf(tree: Node, rarity: Rarity, floor = 0.001): string[] | null {
  const walk = (node: Node): { lexemes: string[]; cost: number } | null => {
    switch (node.kind) {
      case 'lexeme':
        return { lexemes: [node.value], cost: estimate(node.value, rarity, floor) };
      case 'not':
        return null;
      case 'or': {
        const parts = node.children.map(walk);
        if (parts.some((p) => p === null)) return null;
        const lexemes = [...new Set(parts.flatMap((p) => p!.lexemes))];
        return { lexemes, cost: parts.reduce((sum, p) => sum + p!.cost, 0) };
      }
      case 'and': {
        let best: { lexemes: string[]; cost: number } | null = null;
        for (const child of node.children) {
          const part = walk(child);
          if (part && (!best || part.cost < best.cost)) best = part;
        }
        return best;
      }
    }
  };
  return walk(tree)?.lexemes ?? null;
}

/** A watch's cover from its querytree text, or null (tested against every row) when there is none. */
export function coverOfQuery(querytree: string, rarity: Rarity, floor?: number): string[] | null {
  if (querytree.trim() === '' || querytree.trim() === 'T') return null;
  const tree = parseTsquery(querytree);
  return tree ? coverOf(tree, rarity, floor) : null;
}
