import {
  addressKey,
  applicationKey,
  findApplicationNumbers,
  gridCell,
  neighbourCells,
  parsePropertyAddress,
  type ParsedAddress,
} from '../addresses/grammar.js';
import type { PropertyRow } from './load.js';

/**
 * A run's candidate properties indexed once: by address key, application number, ~1 km grid cell and municipality,
 * with the committees each follows. Looking an item up costs its keys, never a scan of the properties.
 */
export class PropertyIndex {
  private byAddress = new Map<string, Array<{ property: PropertyRow; address: ParsedAddress }>>();
  private byApplication = new Map<string, PropertyRow[]>();
  /** The keys' numbers of groups and first groups: a text is scanned only for runs that may be a key. */
  readonly applicationLengths = new Set<number>();
  readonly applicationFirstGroups = new Set<string>();
  readonly parsedAddress = new Map<string, ParsedAddress>();
  private byCell = new Map<string, PropertyRow[]>();
  private byMunicipality = new Map<number, PropertyRow[]>();
  readonly committeesOf = new Map<string, Set<number>>();

  constructor(rows: PropertyRow[], follows: Array<{ propertyId: string; committeeId: number }>) {
    for (const property of rows) {
      const address = parsePropertyAddress(property.address) ?? parsePropertyAddress(property.name);
      if (address) this.parsedAddress.set(property.id, address);
      if (address && property.municipalityId !== null) {
        for (const number of address.numbers) {
          const key = `${property.municipalityId}|${addressKey(number, address.street)}`;
          const list = this.byAddress.get(key) ?? [];
          list.push({ property, address });
          this.byAddress.set(key, list);
        }
      }
      // The property's own application numbers, and those written in its notes or name.
      const keys = new Set<string>();
      for (const number of property.applicationNumbers) {
        const key = applicationKey(number);
        if (key) keys.add(key);
      }
      for (const application of findApplicationNumbers(`${property.notes ?? ''} ${property.name}`))
        keys.add(application.key);
      for (const key of keys) {
        const list = this.byApplication.get(key) ?? [];
        list.push(property);
        this.byApplication.set(key, list);
        const groups = key.split('-');
        this.applicationLengths.add(groups.length);
        this.applicationFirstGroups.add(groups[0]!);
        this.applicationKeys.add(key);
      }
      if (property.latitude !== null && property.longitude !== null) {
        const cell = gridCell(property.latitude, property.longitude);
        const list = this.byCell.get(cell) ?? [];
        list.push(property);
        this.byCell.set(cell, list);
      }
      if (property.municipalityId !== null) {
        const list = this.byMunicipality.get(property.municipalityId) ?? [];
        list.push(property);
        this.byMunicipality.set(property.municipalityId, list);
      }
    }
    for (const follow of follows) {
      const set = this.committeesOf.get(follow.propertyId) ?? new Set<number>();
      set.add(follow.committeeId);
      this.committeesOf.set(follow.propertyId, set);
    }
  }

  atAddress(municipalityIds: number[], address: ParsedAddress) {
    return municipalityIds.flatMap((id) =>
      address.numbers.flatMap((number) => this.byAddress.get(`${id}|${addressKey(number, address.street)}`) ?? []),
    );
  }
  withApplication(key: string) {
    return this.byApplication.get(key) ?? [];
  }
  /** Every application key of the properties (filled by the constructor). */
  readonly applicationKeys = new Set<string>();
  near(point: { lat: number; lng: number }, radius: number) {
    return neighbourCells(point.lat, point.lng, radius).flatMap((cell) => this.byCell.get(cell) ?? []);
  }
  inMunicipality(id: number) {
    return this.byMunicipality.get(id) ?? [];
  }
}
