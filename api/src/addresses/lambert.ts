/*
 * Statistics Canada Lambert (EPSG:3347, NAD83): the projection of the National Address Register's BG_X / BG_Y.
 * The inverse of the ellipsoidal Lambert conformal conic with two standard parallels (Snyder, "Map Projections: a
 * working manual", 1987, eq. 15-11 and 7-9). NAD83 and WGS84 differ by a metre or two in Ontario: not converted.
 */
const A = 6_378_137;
const F = 1 / 298.257222101;
const E = Math.sqrt(2 * F - F * F);
const RAD = Math.PI / 180;
const PHI1 = 49 * RAD;
const PHI2 = 77 * RAD;
const PHI0 = 63.390675 * RAD;
const LAMBDA0 = -91.86666666666667 * RAD;
const FALSE_EASTING = 6_200_000;
const FALSE_NORTHING = 3_000_000;

const m = (phi: number) => Math.cos(phi) / Math.sqrt(1 - E * E * Math.sin(phi) ** 2);
const t = (phi: number) =>
  Math.tan(Math.PI / 4 - phi / 2) / ((1 - E * Math.sin(phi)) / (1 + E * Math.sin(phi))) ** (E / 2);
const N = (Math.log(m(PHI1)) - Math.log(m(PHI2))) / (Math.log(t(PHI1)) - Math.log(t(PHI2)));
const BIG_F = m(PHI1) / (N * t(PHI1) ** N);
const RHO0 = A * BIG_F * t(PHI0) ** N;

/** EPSG:3347 metres to WGS84-equivalent degrees. */
export function statCanLambertToLatLng(x: number, y: number): { lat: number; lng: number } {
  const dx = x - FALSE_EASTING;
  const dy = RHO0 - (y - FALSE_NORTHING);
  const rho = Math.sign(N) * Math.hypot(dx, dy);
  const tp = (rho / (A * BIG_F)) ** (1 / N);
  const theta = Math.atan2(dx, dy);
  let phi = Math.PI / 2 - 2 * Math.atan(tp);
  for (let i = 0; i < 10; i++) {
    const next = Math.PI / 2 - 2 * Math.atan(tp * ((1 - E * Math.sin(phi)) / (1 + E * Math.sin(phi))) ** (E / 2));
    if (Math.abs(next - phi) < 1e-12) {
      phi = next;
      break;
    }
    phi = next;
  }
  return { lat: phi / RAD, lng: (theta / N + LAMBDA0) / RAD };
}

/** The forward projection (degrees to EPSG:3347 metres): for tests and fixtures. */
export function latLngToStatCanLambert(lat: number, lng: number): { x: number; y: number } {
  const rho = A * BIG_F * t(lat * RAD) ** N;
  const theta = N * (lng * RAD - LAMBDA0);
  return { x: FALSE_EASTING + rho * Math.sin(theta), y: FALSE_NORTHING + RHO0 - rho * Math.cos(theta) };
}
