// The parcel contract between the shell and a remote. A remote exposes single-spa lifecycles (bootstrap, mount,
// unmount, update) for each page or widget; the shell mounts one as a parcel and hands it these custom props.
// Only plain objects and functions cross the boundary, so a remote built with another React can honour it too.
import type { ThemeConfig } from 'antd';
import type { Location, Navigator } from 'react-router-dom';
import type { AppStore } from '../store';

/** The shell's URL, seen and changed from inside a parcel. The shell's router stays the one owner of history. */
export interface ParcelNavigation {
  /** The shell's current location (a new object after every change, the same one in between). */
  getLocation(): Location;
  /** Called after each location change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Goes to a path of the app (any remote's route), as the shell's own links do. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The shell router's navigator, for a remote-side react-router <Router>. */
  navigator: Navigator;
}

export interface ParcelCustomProps {
  /** The one Redux store: the session, and the RTK Query cache every app shares. */
  store: AppStore;
  navigation: ParcelNavigation;
  /** The antd theme the shell renders with. */
  theme: ThemeConfig;
  /** The route patterns of the manifest that mount this module (for useParams); none for a widget. */
  routes: string[];
  /** A render error inside the parcel: the shell shows its error view with Retry. */
  reportError(error: Error): void;
}
