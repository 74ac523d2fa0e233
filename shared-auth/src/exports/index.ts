export { ExportMenu } from './ExportMenu';
export type { ExportMenuProps } from './ExportMenu';
export { downloadApiFile, exportQuery, fileNameOf } from './download';
