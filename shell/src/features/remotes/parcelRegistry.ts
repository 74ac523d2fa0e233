// A diagnostic the e2e suite reads: the parcels the shell mounted lately, with their single-spa status and whether
// their container is still in the page and still holds DOM. An unmounted parcel must leave an empty, detached box.
import type { Parcel } from 'single-spa';

interface Entry {
  remote: string;
  module: string;
  container: HTMLElement;
  parcel: Parcel;
}

const KEEP = 50;
const entries: Entry[] = [];

export function recordParcel(entry: Entry) {
  entries.push(entry);
  if (entries.length > KEEP) entries.shift();
}

export function parcelReport() {
  return entries.map(({ remote, module, container, parcel }) => ({
    remote,
    module,
    status: parcel.getStatus(),
    attached: container.isConnected,
    childNodes: container.childNodes.length,
  }));
}

export function exposeParcelReport() {
  Object.assign(window, { __parcelwatchParcels: parcelReport });
}
