import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate, type Location } from 'react-router-dom';
import type { ParcelNavigation } from 'shared-auth';

/**
 * The shell's location as a small store a parcel subscribes to (its ParcelRouter), with the shell's navigator: one
 * history, owned by the shell's BrowserRouter, so back and forward move every mounted parcel too. The object is the
 * same for the life of the parcel; only the location inside it changes.
 */
export function useParcelNavigation(): ParcelNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const state = useRef<{ location: Location; listeners: Set<() => void>; navigate: typeof navigate } | null>(null);
  state.current ??= { location, listeners: new Set(), navigate };
  const navigation = useRef<ParcelNavigation | null>(null);
  navigation.current ??= {
    getLocation: () => state.current!.location,
    subscribe: (listener) => {
      state.current!.listeners.add(listener);
      return () => state.current!.listeners.delete(listener);
    },
    navigate: (to, options) => void state.current!.navigate(to, options),
    navigator,
  };

  useLayoutEffect(() => {
    const current = state.current!;
    current.navigate = navigate;
    if (current.location === location) return;
    current.location = location;
    for (const listener of current.listeners) listener();
  }, [location, navigate]);

  return navigation.current;
}
