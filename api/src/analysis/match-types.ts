import type { MatchEvidence } from '../db/schema/index.js';

/* What the matcher hands to the alerts' writer (its answer is alerts/types.ts). */

export interface MatchedProperty {
  id: string;
  companyId: string;
  name: string;
  address: string | null;
}

export interface MatchedItem {
  id: number;
  meetingId: number;
  title: string;
  description: string | null;
  /** The item's French text (a bilingual agenda's), classified with the English. */
  titleFr?: string | null;
  descriptionFr?: string | null;
  municipalityName: string;
  committeeType: string | null;
  meetingTitle: string;
  meetingDocumentUrl: string | null;
  documentId: number | null;
}

export interface Match {
  property: MatchedProperty;
  item: MatchedItem;
  evidence: MatchEvidence[];
}
