/**
 * The application an alert comes from when it was raised by an application registry (a filing read from open data,
 * not an agenda item): such an alert has no meeting, so the card and the view name the application and where it
 * stands instead. Null for any other alert (a list row or the alert's detail).
 */
export function registryApplication<A>(alert: { meeting_id: number | null; application?: A | null }): A | null {
  return alert.meeting_id === null && alert.application ? alert.application : null;
}

/** The files an alert lists (a property's new files beyond the near radius, told together); empty for any other. */
export function listedApplications<L>(alert: { listed_applications?: L[] | null }): L[] {
  return alert.listed_applications ?? [];
}
