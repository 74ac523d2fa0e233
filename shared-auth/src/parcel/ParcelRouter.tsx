import { useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { ParcelNavigation } from './contract';

/**
 * A react-router <Router> inside a parcel, fed by the shell's location and navigator: links, useNavigate and
 * useParams work as in the shell, back and forward included, and the shell's history is the only one.
 */
export function ParcelRouter({ navigation, children }: { navigation: ParcelNavigation; children: ReactNode }) {
  const location = useSyncExternalStore(navigation.subscribe, navigation.getLocation);
  return (
    <Router location={location} navigator={navigation.navigator}>
      {children}
    </Router>
  );
}
