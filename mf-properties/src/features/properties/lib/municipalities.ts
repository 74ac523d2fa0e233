import type { RegistryMunicipality } from '../api/registryApi';

/** The municipalities a property can be in: single- and lower-tier (not counties, regions or conservation authorities). */
export function propertyMunicipalities<M extends RegistryMunicipality>(rows: M[]): M[] {
  return rows.filter((m) => m.kind === undefined || m.kind === 'single-tier' || m.kind === 'lower-tier');
}

/** "0.4 km", "12 km": one decimal under 10 km. */
export function formatKm(km: number): string {
  const tenths = Math.round(km * 10) / 10;
  return tenths < 10 ? `${tenths.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** The select's options: the name as the server gives it (it tells same-named places apart), the upper tier beside. */
export function municipalityOptions(rows: RegistryMunicipality[]) {
  return rows.map((m) => ({ value: m.id, label: m.name, upperTier: m.upper_tier ?? m.parent_name ?? null }));
}
