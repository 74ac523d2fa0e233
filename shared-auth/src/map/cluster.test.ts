import { clusterPoints } from './cluster';

describe('clusterPoints', () => {
  test('points within the radius of a seed join it; farther ones seed their own', () => {
    const clusters = clusterPoints(
      [
        { x: 0, y: 0, value: 'a' },
        { x: 30, y: 0, value: 'b' },
        { x: 0, y: 39, value: 'c' },
        { x: 100, y: 100, value: 'd' },
        { x: 41, y: 0, value: 'e' },
      ],
      40,
    );
    expect(clusters.map((c) => c.members)).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    expect(clusters[0]).toMatchObject({ x: 0, y: 0 });
  });

  test('across cell borders and negative coordinates', () => {
    const clusters = clusterPoints(
      [
        { x: -1, y: -1, value: 1 },
        { x: 1, y: 1, value: 2 },
      ],
      10,
    );
    expect(clusters).toHaveLength(1);
  });

  test('linear enough for thousands of points', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({ x: (i * 7919) % 1000, y: (i * 104729) % 800, value: i }));
    const clusters = clusterPoints(points, 48);
    expect(clusters.reduce((n, c) => n + c.members.length, 0)).toBe(5000);
    expect(clusters.length).toBeLessThan(5000);
  });

  test('anchors seed clusters that nearby points join; anchors do not join each other', () => {
    const clusters = clusterPoints(
      [
        { x: 5, y: 0, value: 'near A' },
        { x: 200, y: 0, value: 'alone' },
        { x: 12, y: 3, value: 'also near A' },
      ],
      40,
      [
        { x: 0, y: 0, value: 'A' },
        { x: 10, y: 0, value: 'B' },
      ],
    );
    expect(clusters.map((c) => [c.anchor, c.members])).toEqual([
      ['A', ['near A', 'also near A']],
      ['B', []],
      [undefined, ['alone']],
    ]);
  });
});
