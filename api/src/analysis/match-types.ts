import type { AlertSeverity, MatchEvidence } from '../db/schema/index.js';

/* What the matcher hands to the writer, and what the writer answers. */

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

/** An alert whose severity went up when later items or a re-analysis were added to it. */
export interface RaisedAlert {
  id: number;
  from: AlertSeverity;
  to: AlertSeverity;
}

export interface WriteResult {
  createdAlertIds: number[];
  updatedAlertIds: number[];
  /** Updated alerts whose severity went up (never down). */
  raised: RaisedAlert[];
}
