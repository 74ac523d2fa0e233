import type { ApplicationEventKind, ApplicationType } from '../db/schema/index.js';

/*
 * A registry row as every application connector hands it to the store, whatever its source (CKAN, ArcGIS).
 * `recordId` is the registry's own id of the row; `fileNumber` the planning file number as written (null while the
 * registry gives none). `hash` covers every field the store writes: an unchanged hash is not written again.
 */
export interface RegistryRecord {
  recordId: string;
  fileNumber: string | null;
  type: ApplicationType;
  status: string | null;
  addresses: string[];
  point: { lat: number; lng: number } | null;
  description: string | null;
  filedOn: string | null;
  hearingOn: string | null;
  decidedOn: string | null;
  /** When the registry last changed the row, if it says. */
  modifiedAt: Date | null;
  link: string | null;
  /** Steps the row itself tells (filed, hearing scheduled, decision, appealed, closed), each with its date. */
  events: Array<{ kind: ApplicationEventKind; on: string | null; title: string }>;
  /** Left out: a row the registry marks as created in error, or a duplicate folder. */
  skip: 'created_in_error' | 'duplicate' | null;
  hash: string;
}

/** One page of a registry read. */
export interface RegistryPage {
  records: RegistryRecord[];
}

/** What a registry read needs to know of the last one: the newest modification date it saw. */
export interface RegistryReadState {
  since: Date | null;
}
