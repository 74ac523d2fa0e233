import { PgDialect } from 'drizzle-orm/pg-core';
import type { Match } from '../../src/analysis/match-types.js';
import { planStatements } from '../../src/analysis/plan.js';

/** A match of agenda item `itemId` (of meeting `meetingId`) to property `propertyId`, by a city-wide policy. */
function match(propertyId: string, meetingId: number, itemId: number): Match {
  return {
    property: {
      id: propertyId,
      companyId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      name: `Site ${propertyId}`,
      address: null,
    },
    item: {
      id: itemId,
      meetingId,
      title: 'Development Charges By-law',
      description: null,
      municipalityName: 'Brampton',
      committeeType: 'council',
      meetingTitle: 'City Council',
      meetingDocumentUrl: null,
      documentId: null,
    },
    evidence: [{ rule: 'municipality_policy', confidence: 0.5, detail: 'a policy of Brampton' }],
  };
}

describe('planning the writes of a batch', () => {
  const property = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

  it('cuts a batch into statements of at most N alerts, each alert (all of its items) in exactly one', () => {
    // 5 alerts: properties 1-5 of meeting 7; property 1 has two items, which must stay in one statement.
    const matches = [1, 2, 3, 4, 5].map((p) => match(property(p), 7, 100));
    matches.push(match(property(1), 7, 101));
    const statements = [...planStatements(matches, 400, 2)];
    expect(statements).toHaveLength(3);
    // Each statement's parameters carry its alerts' property ids: together, every property exactly once.
    const dialect = new PgDialect();
    const propertiesOf = (i: number) => {
      const { params } = dialect.sqlToQuery(statements[i]!);
      const alertsColumn = params.map(String).find((v) => v.startsWith('{') && v.includes(property(0).slice(0, 20)))!;
      return [1, 2, 3, 4, 5].filter((p) => alertsColumn.includes(property(p)));
    };
    expect([0, 1, 2].map(propertiesOf)).toEqual([[1, 2], [3, 4], [5]]);
    // Property 1's second item went with its alert, in the first statement only.
    const hasItem101 = (i: number) =>
      dialect
        .sqlToQuery(statements[i]!)
        .params.map(String)
        .some((v) => /^\{(.*,)?101(,.*)?\}$/.test(v));
    expect([0, 1, 2].map(hasItem101)).toEqual([true, false, false]);
  });

  it('plans nothing when nothing matched', () => {
    expect([...planStatements([], 400)]).toEqual([]);
  });
});
