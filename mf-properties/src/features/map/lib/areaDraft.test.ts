import { clicked, complete, emptyDraft, geometryOf, hint, undone, withRadius } from './areaDraft';

describe('drawing an area', () => {
  test('a polygon: clicks add corners, a double-click does not add one twice, the API gets longitude first', () => {
    let d = emptyDraft('polygon');
    d = clicked(d, 43.64, -79.41);
    d = clicked(d, 43.64, -79.37);
    expect(complete(d)).toBe(false);
    expect(geometryOf(d)).toBeNull();
    d = clicked(d, 43.67, -79.39);
    d = clicked(d, 43.67, -79.39); // the second click of a double-click
    expect(d.vertices).toHaveLength(3);
    expect(hint(d)).toBe('3 corners. Double-click or Finish to close the area.');
    expect(geometryOf(d)).toEqual({
      type: 'polygon',
      coordinates: [
        [-79.41, 43.64],
        [-79.37, 43.64],
        [-79.39, 43.67],
      ],
    });
    expect(undone(d).vertices).toHaveLength(2);
  });

  test('a circle: a click sets the centre, another the radius (bounded), or the radius field', () => {
    let d = emptyDraft('circle');
    expect(hint(d)).toBe('Click the centre of the circle on the map.');
    d = clicked(d, 43.6534, -79.3832);
    expect(geometryOf(d)).toEqual({ type: 'circle', center: [-79.3832, 43.6534], radius_m: 500 });
    d = clicked(d, 43.6534 + 1000 / 111_195, -79.3832);
    expect(d.radius).toBe(1000);
    expect(withRadius(d, 90_000).radius).toBe(50_000);
    expect(withRadius(d, 1).radius).toBe(10);
    expect(undone(d).center).toBeNull();
  });
});
