/**
 * Focus goes back to what opened a dialog when the dialog goes away. antd's Modal does it itself when it is closed by
 * its `open` prop (focusTriggerAfterClose), but most of the app's dialogs are unmounted on close (`{x && <Modal open>}`),
 * which removes the focused element without that step, and a dropdown entry that opened one is gone by then: the
 * focus fell to the page's body. This watcher, installed once per page by the shell, puts it back: when the focused
 * element inside a dialog or drawer disappears and the focus is left on the body, the most recent element focused
 * outside any dialog that is still on screen (the trigger, or the button of the menu that held it) gets it.
 */
const DIALOG = '[role="dialog"], .ant-modal-root, .ant-drawer, .ant-dropdown, .ant-select-dropdown, .ant-popover';
const HISTORY = 10;

function onScreen(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]');
}

export function installFocusReturn(doc: Document = document): () => void {
  const outside: HTMLElement[] = [];
  let lastInDialog: HTMLElement | null = null;

  // A removed or hidden dialog fires no focus event: while the focus is in one, every change of the page is a moment
  // to look (and only then, so the rest of the time costs nothing).
  let scheduled = 0;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = window.setTimeout(() => {
      scheduled = 0;
      check();
    }, 0);
  });
  const watch = (element: HTMLElement | null) => {
    if (element && !lastInDialog) {
      observer.observe(doc.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style', 'class'],
      });
    } else if (!element && lastInDialog) {
      observer.disconnect();
    }
    lastInDialog = element;
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target.closest(DIALOG)) {
      watch(target);
      return;
    }
    watch(null);
    const index = outside.indexOf(target);
    if (index >= 0) outside.splice(index, 1);
    outside.push(target);
    if (outside.length > HISTORY) outside.shift();
  };

  function check() {
    if (!lastInDialog || onScreen(lastInDialog)) return;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== doc.documentElement) return;
    watch(null);
    for (let i = outside.length - 1; i >= 0; i -= 1) {
      const candidate = outside[i]!;
      if (onScreen(candidate)) {
        candidate.focus();
        return;
      }
    }
  }

  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
    window.clearTimeout(scheduled);
  };
}
