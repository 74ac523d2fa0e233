import { asSystem } from '../db/tenant-context.js';
import type { StatusChange } from '../pipeline/store.js';
import {
  matchFollowDecisions,
  matchFollowDecisionsSince,
  matchFollows,
  matchFollowStatusChanges,
  type FollowDeps,
} from './match.js';

/**
 * Follow matching as a service, run on pipeline events and by the notifications sweep: later steps of a followed
 * matter become alerts (written and announced by alerts/). Follows span companies: every entry point runs in a
 * named system context (row-level security), whoever calls it.
 */
export interface FollowMatching {
  /** On itemsIngested: later agenda items of followed matters. */
  matchFollows(ids: number[]): Promise<number[]>;
  /** On itemStatusChanged: a followed matter's new status or decision. */
  matchFollowStatusChanges(changes: StatusChange[]): Promise<number[]>;
  /** On decisionsIngested: tribunal decisions naming a followed matter. */
  matchFollowDecisions(ids: number[]): Promise<number[]>;
  /** The sweep's catch-up: decisions stored or updated since `since` without an event. */
  matchFollowDecisionsSince(since: Date): Promise<number[]>;
}

export function createFollowMatching(deps: FollowDeps): FollowMatching {
  const system =
    <A extends unknown[], R>(reason: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      asSystem(`follows: ${reason}`, () => fn(...args));
  return {
    matchFollows: system('follows of ingested items', (ids: number[]) => matchFollows(deps, ids)),
    matchFollowStatusChanges: system('follows of status changes', (changes: StatusChange[]) =>
      matchFollowStatusChanges(deps, changes),
    ),
    matchFollowDecisions: system('follows of tribunal decisions', (ids: number[]) => matchFollowDecisions(deps, ids)),
    matchFollowDecisionsSince: system('follows of recent tribunal decisions', (since: Date) =>
      matchFollowDecisionsSince(deps, since),
    ),
  };
}
