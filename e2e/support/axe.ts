// axe-core in the real browser: the rules the app is held to (WCAG 2.2 AA and axe's best practices), and a failure
// that lists what was found.
import { AxeBuilder } from '@axe-core/playwright';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeScope {
  /** Only this part of the page (a dialog: '.ant-modal-wrap'). */
  include?: string;
  /** Not this part. */
  exclude?: string;
}

/** Every violation axe finds on the page (or inside `include`, outside `exclude`). */
export async function axeViolations(page: Page, scope: string | AxeScope = {}): Promise<AxeViolation[]> {
  const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : scope;
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  return (await builder.analyze()).violations;
}

/** One line per violation and up to five of its elements, for a failure message. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
}

/** Fails with a readable list when axe finds a serious or critical violation. Returns every violation found. */
export async function expectNoSeriousViolations(page: Page, screen: string, scope: string | AxeScope = {}) {
  const violations = await axeViolations(page, scope);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(describeViolations(serious), `${screen}: serious or critical axe violations`).toEqual([]);
  return violations;
}

/** "critical 0, serious 0, moderate 2 (heading-order), minor 0": a screen's findings for a report. */
export function countByImpact(violations: AxeViolation[]): string {
  return (['critical', 'serious', 'moderate', 'minor'] as const)
    .map((impact) => {
      const found = violations.filter((violation) => violation.impact === impact);
      const nodes = found.reduce((sum, violation) => sum + violation.nodes.length, 0);
      return `${impact} ${nodes}${found.length ? ` (${found.map((violation) => violation.id).join(', ')})` : ''}`;
    })
    .join(', ');
}

/** The file each run's counts are added to, one line a screen: e2e/.tmp/axe-counts.txt. */
export const AXE_COUNTS_FILE = join(import.meta.dirname, '..', '.tmp', 'axe-counts.txt');

/** Adds "<size> <screen>: critical 0, serious 0, …" to AXE_COUNTS_FILE (and the test's output). */
export function recordCounts(size: string, screen: string, violations: AxeViolation[]) {
  const line = `${size} ${screen}: ${countByImpact(violations)}`;
  console.log(`axe ${line}`);
  mkdirSync(join(AXE_COUNTS_FILE, '..'), { recursive: true });
  appendFileSync(AXE_COUNTS_FILE, `${line}\n`);
}
