import type { MatchEvidence } from '../db/schema/index.js';
import type { ApplicationAlertGroup, ApplicationAlertHit } from '../alerts/application-alerts.js';
import type { NearbyApplicationAlert } from '../alerts/nearby-application-alerts.js';

/*
 * New files beyond the near radius, gathered per property (docs/applications.md "Alerts"). Within one read (a batch
 * of at most LISTING_BATCH new files, applications/alerts.ts), a property that has one such file gets that file's own
 * alert (the head of its thread, as a nearer file gets); a property that has several gets ONE alert that lists them,
 * nearest first, each with its distance and a link to its page ('applications:<first id>-<last id>' of the batch,
 * normal severity, one impact whose evidence names each file by its id and distance). A first read of a registry, or
 * a busy day in a dense city, would otherwise give a property dozens of 'normal' alerts at once (about 21 per
 * property in the bench's Toronto); the alerts at the property and within the near radius stay one per file.
 */

/** One farther file of a property: its own alert's hit, kept until the read's files are all matched. */
export interface FartherFile {
  group: ApplicationAlertGroup;
  hit: ApplicationAlertHit;
  applicationId: number;
  distance: number;
  /** '<type> at <address> (<file number>)', as the file's own alert names it. */
  label: string;
}

/** How many files a listing alert's summary names before "and n more" (its evidence names every one). */
export const NEARBY_SUMMARY_NAMES = 5;

export class FartherFiles {
  private readonly byProperty = new Map<string, FartherFile[]>();

  add(file: FartherFile): void {
    const list = this.byProperty.get(file.hit.propertyId);
    if (list) list.push(file);
    else this.byProperty.set(file.hit.propertyId, [file]);
  }

  /**
   * A property's only farther file goes back to its file's group (its own alert); several become one listing alert.
   * `key`: the read's files ('<first id>-<last id>'), so a read matched again writes nothing twice.
   */
  settle(key: string, nearRadius: number, lastRadius: number): NearbyApplicationAlert[] {
    const listings: NearbyApplicationAlert[] = [];
    for (const files of this.byProperty.values()) {
      if (files.length === 1) {
        files[0]!.group.hits.push(files[0]!.hit);
        continue;
      }
      files.sort((a, b) => a.distance - b.distance || a.applicationId - b.applicationId);
      listings.push(listingOf(files, key, nearRadius, lastRadius));
    }
    return listings;
  }
}

function listingOf(files: FartherFile[], key: string, nearRadius: number, lastRadius: number): NearbyApplicationAlert {
  const { companyId, propertyId } = files[0]!.hit;
  const named = files.slice(0, NEARBY_SUMMARY_NAMES).map((f) => `${f.label}, ${Math.round(f.distance)} m`);
  const more = files.length - named.length;
  // Short entries (the wire names each file from its application, alerts/alert-query.ts): about 70 bytes a file, so a
  // listing's impact stays small enough to be stored in its row, not compressed and moved out of it.
  const evidence: MatchEvidence[] = files.map((f) => ({
    rule: 'distance',
    distanceMeters: Math.round(f.distance),
    confidence: 0.9,
    applicationId: f.applicationId,
  }));
  return {
    companyId,
    propertyId,
    sourceKey: `applications:${key}`,
    title: `New applications: ${files.length} files within ${lastRadius} m`,
    summary: `${files.length} applications filed ${nearRadius} to ${lastRadius} m from the property: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
    impactSummary: `${files.length} applications filed ${nearRadius} to ${lastRadius} m from the property`,
    evidence,
  };
}
