// A diagnostic the e2e suite calls: it loads './probe' from every remote and compares each shared library's
// references with the host's own. Identical references mean the library was loaded once in the browser.
// The host's own probe is imported when the check runs: it imports every shared library, dayjs and the antd groups
// included, which the first screen must not wait for.
import type { sharedReferences as SharedReferences } from '../../../../build/shared-probe.js';
import { REMOTES } from './remoteManifest';
import { loadRemoteModule } from './remoteRegistry';

type References = typeof SharedReferences;

export async function compareSharedLibraries(): Promise<Record<string, Record<string, boolean>>> {
  const { sharedReferences } = await import('../../../../build/shared-probe.js');
  const report: Record<string, Record<string, boolean>> = {};
  // A remote that opts out of the shared singletons has no probe (it shares nothing).
  for (const { name: remote } of REMOTES.filter((entry) => entry.shareSingletons !== false)) {
    const probe = await loadRemoteModule<{ sharedReferences: References }>(remote, './probe');
    report[remote] = Object.fromEntries(
      Object.entries(sharedReferences).map(([name, reference]) => [
        name,
        probe.sharedReferences[name as keyof References] === reference,
      ]),
    );
  }
  return report;
}

export function exposeSharedCheck() {
  Object.assign(window, { __parcelwatchSharedCheck: compareSharedLibraries });
}
