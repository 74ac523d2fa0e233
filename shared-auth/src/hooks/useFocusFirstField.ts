import { useEffect, useRef, type RefObject } from 'react';

/** What a keyboard user can type into or operate, in the order of the page (of a radio group, its chosen one). */
const FIELD =
  'input:not([type="hidden"]):not([type="radio"]):not([disabled]), input[type="radio"]:checked:not([disabled]), ' +
  'textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus to the first field inside `container` whenever `step` changes after the first render (a wizard's
 * Next and Back), so the keyboard and a screen reader continue in the new step instead of at the page's top.
 */
export function useFocusFirstField(container: RefObject<HTMLElement | null>, step: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const field = container.current?.querySelector<HTMLElement>(FIELD);
    field?.focus();
  }, [container, step]);
}
