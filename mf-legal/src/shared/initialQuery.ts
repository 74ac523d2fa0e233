import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Longest search text the legal lists send. */
const MAX_QUERY = 200;

/**
 * The search a legal list opens with: its address's `?q=` (the header search links a proposal or a tribunal decision
 * there), read once when the page mounts; typing then replaces it.
 */
export function useInitialQuery(): string {
  const [params] = useSearchParams();
  const [initial] = useState(() => (params.get('q') ?? '').trim().slice(0, MAX_QUERY));
  return initial;
}
