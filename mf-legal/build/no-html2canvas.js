// Stands in for html2canvas in the precedents charts' chunk. @antv/g imports it only to export a chart with HTML
// overlays as an image, which Parcelwatch never does; the real library is some 45 KB gzip.
export default function html2canvas() {
  return Promise.reject(new Error('Exporting a chart as an image is not part of Parcelwatch'));
}
