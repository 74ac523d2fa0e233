/*
 * Clustering of map markers in screen space, without a dependency: points closer than `radius` pixels to a
 * cluster's first point join it. A grid of `radius`-sized cells keeps it linear (each point looks at the 9 cells
 * around it). Deterministic: the input order decides which point seeds a cluster.
 */

export interface ScreenPoint<T> {
  x: number;
  y: number;
  value: T;
}

export interface Cluster<T, A = never> {
  /** The seed's position. */
  x: number;
  y: number;
  members: T[];
  /** The anchor this cluster formed around (a property), when it was seeded by one. */
  anchor?: A;
}

/**
 * `anchors` (the properties) seed clusters first, so points near an anchor gather at it rather than hiding it under a
 * bubble of their own; anchors never join each other.
 */
export function clusterPoints<T, A = never>(
  points: ReadonlyArray<ScreenPoint<T>>,
  radius: number,
  anchors: ReadonlyArray<ScreenPoint<A>> = [],
): Cluster<T, A>[] {
  const clusters: Cluster<T, A>[] = [];
  const grid = new Map<string, Cluster<T, A>[]>();
  const cell = (v: number) => Math.floor(v / radius);
  const r2 = radius * radius;
  for (const anchor of anchors) {
    const cluster: Cluster<T, A> = { x: anchor.x, y: anchor.y, members: [], anchor: anchor.value };
    clusters.push(cluster);
    const key = `${cell(anchor.x)}:${cell(anchor.y)}`;
    grid.set(key, [...(grid.get(key) ?? []), cluster]);
  }
  for (const point of points) {
    const cx = cell(point.x);
    const cy = cell(point.y);
    let joined: Cluster<T, A> | undefined;
    for (let dx = -1; dx <= 1 && !joined; dx++) {
      for (let dy = -1; dy <= 1 && !joined; dy++) {
        joined = grid.get(`${cx + dx}:${cy + dy}`)?.find((c) => (c.x - point.x) ** 2 + (c.y - point.y) ** 2 <= r2);
      }
    }
    if (joined) {
      joined.members.push(point.value);
      continue;
    }
    const cluster: Cluster<T, A> = { x: point.x, y: point.y, members: [point.value] };
    clusters.push(cluster);
    const key = `${cx}:${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), cluster]);
  }
  return clusters;
}
