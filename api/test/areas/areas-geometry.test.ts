import { areaProblem, boundsOf, contains, openRing } from '../../src/areas/geometry.js';
import { gridOf, hitsOf } from '../../src/areas/match.js';
import type { AreaGeometry } from '../../src/db/schema/index.js';

/*
 * The geometry of area watches with real coordinates (Toronto): a concave polygon (a point in its notch is outside),
 * a circle (haversine distance), points on an edge and a vertex (inside), the refusals (self-crossing, degenerate,
 * outside Ontario, too many vertices, too large), and the one-pass grid matching against many areas.
 */

// An L-shaped (concave) block of downtown Toronto: Bathurst to Jarvis along Front, up to Bloor on the west side.
const L: AreaGeometry = {
  type: 'polygon',
  coordinates: [
    [-79.41, 43.64],
    [-79.37, 43.64],
    [-79.37, 43.655],
    [-79.395, 43.655],
    [-79.395, 43.67],
    [-79.41, 43.67],
  ],
};

describe('contains', () => {
  it('finds points inside a concave polygon and leaves out its notch', () => {
    expect(contains(L, 43.645, -79.4)).toBe(true); // the foot of the L
    expect(contains(L, 43.665, -79.405)).toBe(true); // the upright
    expect(contains(L, 43.665, -79.38)).toBe(false); // the notch: inside the box, outside the polygon
    expect(contains(L, 43.63, -79.4)).toBe(false); // south of it
  });

  it('counts a point on an edge or a vertex as inside', () => {
    expect(contains(L, 43.64, -79.39)).toBe(true); // on the south edge
    expect(contains(L, 43.66, -79.395)).toBe(true); // on the inner vertical edge
    expect(contains(L, 43.655, -79.395)).toBe(true); // the inner corner
    expect(contains(L, 43.67, -79.41)).toBe(true); // an outer corner
  });

  it('measures a circle by great-circle distance, its rim inside', () => {
    // 500 m around Toronto City Hall.
    const circle: AreaGeometry = { type: 'circle', center: [-79.3832, 43.6534], radius_m: 500 };
    expect(contains(circle, 43.6534, -79.3832)).toBe(true);
    expect(contains(circle, 43.6534 + 449 / 111_195, -79.3832)).toBe(true); // 449 m north
    expect(contains(circle, 43.6534 + 500 / 111_195 - 1e-9, -79.3832)).toBe(true); // on the rim
    expect(contains(circle, 43.6534 + 520 / 111_195, -79.3832)).toBe(false); // 520 m north
    const b = boundsOf(circle);
    expect(b.north).toBeGreaterThan(43.6534 + 500 / 111_195);
    expect(b.west).toBeLessThan(-79.3832 - 500 / (111_195 * Math.cos((43.6534 * Math.PI) / 180)));
  });
});

describe('areaProblem', () => {
  it('accepts a concave polygon and a circle in Ontario', () => {
    expect(areaProblem(L)).toBeNull();
    expect(areaProblem({ type: 'circle', center: [-75.6972, 45.4215], radius_m: 2000 })).toBeNull();
  });

  it('refuses a self-crossing polygon (a bow tie)', () => {
    const bowTie: AreaGeometry = {
      type: 'polygon',
      coordinates: [
        [-79.41, 43.64],
        [-79.37, 43.67],
        [-79.37, 43.64],
        [-79.41, 43.67],
      ],
    };
    expect(areaProblem(bowTie)).toMatch(/crosses itself/);
  });

  it('refuses an edge that folds back on its neighbour, and a vertex touching another edge', () => {
    expect(
      areaProblem({
        type: 'polygon',
        coordinates: [
          [-79.41, 43.64],
          [-79.37, 43.64],
          [-79.39, 43.64],
          [-79.39, 43.66],
        ],
      }),
    ).toMatch(/crosses itself/);
    expect(
      areaProblem({
        type: 'polygon',
        coordinates: [
          [-79.41, 43.64],
          [-79.37, 43.64],
          [-79.37, 43.66],
          [-79.39, 43.64], // touches the first edge
          [-79.41, 43.66],
        ],
      }),
    ).toMatch(/crosses itself/);
  });

  it('refuses degenerate polygons', () => {
    const line: AreaGeometry = {
      type: 'polygon',
      coordinates: [
        [-79.41, 43.64],
        [-79.4, 43.65],
        [-79.39, 43.66],
      ],
    };
    expect(areaProblem(line)).toMatch(/no area/);
    const repeated: AreaGeometry = {
      type: 'polygon',
      coordinates: [
        [-79.41, 43.64],
        [-79.41, 43.64],
        [-79.39, 43.66],
        [-79.38, 43.64],
      ],
    };
    expect(areaProblem(repeated)).toMatch(/repeats a vertex/);
    expect(
      areaProblem({
        type: 'polygon',
        coordinates: [
          [-79.41, 43.64],
          [-79.4, 43.65],
        ],
      }),
    ).toMatch(/at least 3/);
  });

  it('bounds the size and place: vertices, span, radius, Ontario', () => {
    const ring = Array.from({ length: 201 }, (_, i): [number, number] => [
      -79.4 + 0.01 * Math.cos((2 * Math.PI * i) / 201),
      43.65 + 0.01 * Math.sin((2 * Math.PI * i) / 201),
    ]);
    expect(areaProblem({ type: 'polygon', coordinates: ring })).toMatch(/at most 200 vertices/);
    expect(areaProblem({ type: 'polygon', coordinates: ring.slice(0, 200) })).toBeNull();
    const huge: AreaGeometry = {
      type: 'polygon',
      coordinates: [
        [-80.5, 43.4],
        [-79.0, 43.4],
        [-79.0, 44.5],
      ],
    };
    expect(areaProblem(huge)).toMatch(/at most 100 km/);
    expect(areaProblem({ type: 'circle', center: [-79.38, 43.65], radius_m: 50_001 })).toMatch(/radius/);
    expect(areaProblem({ type: 'circle', center: [-79.38, 43.65], radius_m: 5 })).toMatch(/radius/);
    // Montreal is not in Ontario.
    expect(areaProblem({ type: 'circle', center: [-73.5673, 45.5017], radius_m: 1000 })).toMatch(/Ontario/);
    expect(
      openRing([
        [-79.41, 43.64],
        [-79.4, 43.65],
        [-79.39, 43.64],
        [-79.41, 43.64],
      ]),
    ).toHaveLength(3);
  });
});

describe('one-pass matching', () => {
  it('tests each point only against the areas of its grid cell, with types', () => {
    const areas = [
      { id: 'l', area: L, types: null, ...boundsOf(L) },
      {
        id: 'circle-consents',
        area: { type: 'circle', center: [-79.3985, 43.7066], radius_m: 500 } as AreaGeometry,
        types: new Set(['consent']),
        ...boundsOf({ type: 'circle', center: [-79.3985, 43.7066], radius_m: 500 }),
      },
    ];
    const grid = gridOf(areas);
    const hits = hitsOf(
      [
        { id: 1, lat: 43.645, lng: -79.4, type: 'site_plan' }, // in the L
        { id: 2, lat: 43.665, lng: -79.38, type: 'consent' }, // the notch: in neither
        { id: 3, lat: 43.7066, lng: -79.3985, type: 'consent' }, // Yonge and Eglinton: the circle
        { id: 4, lat: 43.7066, lng: -79.3985, type: 'minor_variance' }, // the circle, but not its type
        { id: 5, lat: 45.42, lng: -75.69, type: 'consent' }, // Ottawa
      ],
      grid,
    );
    expect(hits).toEqual([
      { watchId: 'l', applicationId: 1 },
      { watchId: 'circle-consents', applicationId: 3 },
    ]);
  });

  it('matches 5,000 points against 1,000 areas testing only the few pairs the grid and the boxes leave', () => {
    const areas = Array.from({ length: 1000 }, (_, i) => {
      const lng = -79.6 + (i % 40) * 0.012;
      const lat = 43.58 + Math.floor(i / 40) * 0.012;
      const area: AreaGeometry =
        i % 2
          ? { type: 'circle', center: [lng, lat], radius_m: 800 }
          : {
              type: 'polygon',
              coordinates: [
                [lng, lat],
                [lng + 0.01, lat],
                [lng + 0.005, lat + 0.004],
                [lng + 0.01, lat + 0.01],
                [lng, lat + 0.01],
              ],
            };
      return { id: String(i), area, types: null, ...boundsOf(area) };
    });
    const points = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      lat: 43.58 + ((i * 7919) % 10_000) / 33_000,
      lng: -79.6 + ((i * 104_729) % 10_000) / 20_000,
      type: 'site_plan',
    }));
    const counts = { offered: 0, exact: 0 };
    const started = performance.now();
    const hits = hitsOf(points, gridOf(areas), counts);
    console.log(
      `areas: 5,000 points x 1,000 areas in ${Math.round(performance.now() - started)} ms, ${counts.offered} pairs offered by the grid, ${counts.exact} exact tests, ${hits.length} hits`,
    );
    // The same answer as testing every pair.
    let brute = 0;
    for (const p of points) for (const a of areas) if (contains(a.area, p.lat, p.lng)) brute++;
    expect(hits.length).toBe(brute);
    expect(hits.length).toBeGreaterThan(100);
    // Of the 5,000,000 pairs, the grid offers a few percent and the boxes leave about the hits' number for the
    // exact test (the time depends on the machine's load; npm run bench measures it).
    expect(counts.offered).toBeLessThan(5_000_000 * 0.1);
    expect(counts.exact).toBeLessThan(hits.length * 3);
  });
});
