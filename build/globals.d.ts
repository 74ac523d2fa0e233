// Values the bundler injects at build time (see build/rspack.mf.cjs).
declare const __API_BASE_URL__: string;
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
