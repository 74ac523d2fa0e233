// Values the bundler injects at build time (see build/rspack.mf.cjs).
declare const __API_BASE_URL__: string;
declare module '*.css';
/** A stylesheet's text (`import css from 'x.css?raw'`), injected by the code that needs it (the map's Leaflet CSS). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
