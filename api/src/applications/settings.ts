import { RegistryReadError } from './bounded-json.js';
import type { FieldMapping } from './mapping.js';
import { TORONTO_DATASETS, torontoMapping } from './toronto.js';

/*
 * What an application registry keeps in sources.settings:
 *   ckan:   { "datasets": ["committee-of-adjustment-applications", ...], "mappings": { "<dataset>": FieldMapping } }
 *           (Toronto's two datasets map themselves; another portal's dataset needs its mapping)
 *   arcgis: { "mapping": FieldMapping }   (the layer is the source's base URL)
 */
export interface RegistryDataset {
  dataset: string;
  mapping: FieldMapping;
}

const MAPPING_KEYS = new Set([
  'recordId',
  'fileNumber',
  'type',
  'typeCodes',
  'status',
  'address',
  'streetNumber',
  'streetName',
  'streetType',
  'streetDirection',
  'description',
  'filedOn',
  'hearingOn',
  'decidedOn',
  'decision',
  'modified',
  'latitude',
  'longitude',
  'link',
]);

/** A stored mapping, checked: known keys, column names as short strings, a record id column. */
export function mappingOf(value: unknown): FieldMapping {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new RegistryReadError('the source has no field mapping');
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!MAPPING_KEYS.has(key)) continue;
    if (key === 'typeCodes') {
      if (v && typeof v === 'object') out[key] = v;
    } else if (typeof v === 'string' && v.length > 0 && v.length <= 100) out[key] = v;
  }
  if (typeof out.recordId !== 'string') throw new RegistryReadError('the field mapping names no record id column');
  return out as unknown as FieldMapping;
}

export function ckanDatasets(settings: Record<string, unknown>): RegistryDataset[] {
  const names = Array.isArray(settings.datasets)
    ? settings.datasets.filter((d): d is string => typeof d === 'string').slice(0, 10)
    : [TORONTO_DATASETS.coa, TORONTO_DATASETS.development];
  const mappings = (settings.mappings ?? {}) as Record<string, unknown>;
  return names.map((dataset) => ({
    dataset,
    mapping: mappings[dataset] !== undefined ? mappingOf(mappings[dataset]) : torontoMapping(dataset),
  }));
}
