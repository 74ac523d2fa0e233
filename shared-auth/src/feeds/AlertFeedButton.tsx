import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyComponent } from '../ui/lazyComponent';

export interface AlertFeedButtonProps {
  kind: 'property' | 'watch';
  targetId: string;
  /** The property's or the watch list's name, for the dialog's title. */
  targetName: string;
  size?: 'small' | 'middle';
}

// The dialog (antd's Modal and Alert, in the `data` group) loads when the button is first pressed: shared-auth loads
// with the first screen, which shows no feed (docs/architecture.md, "The first load").
const AlertFeedModal = lazyComponent(() => import('./AlertFeedModal').then((module) => module.AlertFeedModal));

/**
 * "Atom feed": the caller's Atom feed of one property's or one watch list's alerts, for a feed reader. The secret
 * address is shown once, when it is made; making a new one stops the old one, and Revoke stops it.
 */
export function AlertFeedButton({ kind, targetId, targetName, size = 'small' }: AlertFeedButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useT(SHARED_NAMESPACE);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {t('Atom feed')}
      </Button>
      {open && (
        <AlertFeedModal kind={kind} targetId={targetId} targetName={targetName} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
