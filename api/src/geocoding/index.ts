import type { GeocodingConfig } from '../config/index.js';
import { ADDRESSES, PLACES } from './ontario.js';

/** One address suggestion (Canada only). `municipality` is the Ontario municipality the place belongs to, when known. */
export interface AddressSuggestion {
  id: string;
  /** The full text to show and to store as the address ('100 Queen Street West, Toronto, Ontario M5H 2N2, Canada'). */
  label: string;
  /** 'address' | 'place' | 'locality' | 'region' */
  type: string;
  /** The place (city, town or locality) named by the suggestion. */
  place: string | null;
  municipality: string | null;
  latitude: number;
  longitude: number;
}

export const MAX_SUGGESTIONS = 5;
export const MIN_QUERY_LENGTH = 3;

export interface Geocoder {
  readonly name: 'gazetteer' | 'service';
  suggest(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}

const normalize = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bst\b\.?/g, 'street')
    .replace(/\bave?\b\.?/g, 'avenue')
    .replace(/\brd\b\.?/g, 'road')
    .replace(/\bdr\b\.?/g, 'drive')
    .replace(/\bblvd\b\.?/g, 'boulevard')
    .replace(/\bw\b\.?/g, 'west')
    .replace(/\be\b\.?/g, 'east')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The French words of an English street address's words, so that an address typed the French way ("110, avenue
 * Laurier Ouest") finds its entry: every query word must start one of the entry's words, in any order.
 */
const FRENCH_WORDS: Record<string, string> = {
  street: 'rue',
  road: 'chemin',
  drive: 'promenade',
  crescent: 'croissant',
  court: 'cour',
  lane: 'allee',
  terrace: 'terrasse',
  trail: 'sentier',
  highway: 'autoroute',
  west: 'ouest',
  east: 'est',
  north: 'nord',
  south: 'sud',
};
const withFrench = (words: string[]) => [...words, ...words.flatMap((w) => (FRENCH_WORDS[w] ? [FRENCH_WORDS[w]] : []))];

interface Entry {
  suggestion: AddressSuggestion;
  words: string[];
  rank: number;
}

const ENTRIES: Entry[] = [
  ...ADDRESSES.map(([street, postal, municipality, lat, lng], index) => {
    const label = `${street}, ${municipality}, Ontario ${postal}, Canada`;
    return {
      suggestion: {
        id: `address.${index}`,
        label,
        type: 'address',
        place: municipality,
        municipality,
        latitude: lat,
        longitude: lng,
      },
      words: withFrench(normalize(`${street} ${municipality} ontario on ${postal} canada`).split(' ')),
      rank: 0,
    };
  }),
  ...PLACES.map(([name, kind, municipality, lat, lng], index) => ({
    suggestion: {
      id: `${kind}.${index}`,
      label: `${name}, Ontario, Canada`,
      type: kind,
      place: name,
      municipality,
      latitude: lat,
      longitude: lng,
    },
    words: normalize(`${name} ontario on canada`).split(' '),
    rank: kind === 'place' ? 1 : kind === 'region' ? 2 : 1.5,
  })),
];

/** Every query word must start one of the entry's words (the last one may be partly typed). */
function matches(entry: Entry, queryWords: string[]): boolean {
  return queryWords.every((word) => entry.words.some((candidate) => candidate.startsWith(word)));
}

/** Street addresses first when the query starts with a house number, places first otherwise. */
const rankOf = (entry: Entry, startsWithNumber: boolean) => (entry.rank === 0 && !startsWithNumber ? 3 : entry.rank);

/** The offline Ontario gazetteer: real municipalities and places and sample street addresses, no network. */
export function gazetteerGeocoder(): Geocoder {
  return {
    name: 'gazetteer',
    async suggest(query) {
      const words = normalize(query).split(' ').filter(Boolean);
      if (!words.length) return [];
      const startsWithNumber = /^\d/.test(words[0]!);
      return ENTRIES.filter((entry) => matches(entry, words))
        .sort(
          (a, b) =>
            rankOf(a, startsWithNumber) - rankOf(b, startsWithNumber) ||
            a.suggestion.label.localeCompare(b.suggestion.label),
        )
        .slice(0, MAX_SUGGESTIONS)
        .map((entry) => ({ ...entry.suggestion }));
    },
  };
}

interface MapboxFeature {
  id?: string;
  place_name?: string;
  text?: string;
  place_type?: string[];
  center?: [number, number];
  context?: { id?: string; text?: string }[];
}

export class GeocoderUnavailable extends Error {}

/**
 * A Mapbox-compatible geocoding service (forward geocoding v5 'mapbox.places', autocomplete; types address, place,
 * locality; country CA; limit 5). Base URL configurable (GEOCODER_BASE_URL) so a compatible service can be used.
 */
export function serviceGeocoder(config: { token: string; baseUrl: string; timeoutMs?: number }): Geocoder {
  return {
    name: 'service',
    async suggest(query, signal) {
      const url = new URL(
        `geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json`,
        config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`,
      );
      url.searchParams.set('access_token', config.token);
      url.searchParams.set('autocomplete', 'true');
      url.searchParams.set('country', 'ca');
      url.searchParams.set('types', 'address,place,locality');
      url.searchParams.set('limit', String(MAX_SUGGESTIONS));
      const timeout = AbortSignal.timeout(config.timeoutMs ?? 5000);
      let response: Response;
      try {
        response = await fetch(url, {
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new GeocoderUnavailable(`The geocoding service could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new GeocoderUnavailable(`The geocoding service answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { features?: MapboxFeature[] } | null;
      if (!body || !Array.isArray(body.features))
        throw new GeocoderUnavailable('The geocoding service answered an unexpected body');
      return body.features
        .filter((f) => Array.isArray(f.center) && f.center.length === 2 && typeof f.place_name === 'string')
        .slice(0, MAX_SUGGESTIONS)
        .map((f, index) => {
          const type = f.place_type?.[0] ?? 'address';
          const contextPlace = f.context?.find((c) => c.id?.startsWith('place.'))?.text ?? null;
          const place = type === 'place' ? (f.text ?? contextPlace) : contextPlace;
          return {
            id: f.id ?? `feature.${index}`,
            label: f.place_name!,
            type,
            place,
            municipality: place,
            latitude: f.center![1],
            longitude: f.center![0],
          };
        });
    },
  };
}

export function geocoderFromConfig(config: GeocodingConfig): Geocoder {
  return config.token ? serviceGeocoder({ token: config.token, baseUrl: config.baseUrl }) : gazetteerGeocoder();
}
