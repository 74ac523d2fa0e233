/** A distance as the map writes it: "850 m", "1.2 km", "12 km". */
export const formatMeters = (meters: number) =>
  meters >= 1000 ? `${(meters / 1000).toFixed(meters >= 10_000 ? 0 : 1)} km` : `${meters} m`;
