import { useState } from 'react';
import type { Attachment } from './AttachmentList';

interface LazyTrigger {
  (id: number, preferCacheValue?: boolean): { unwrap(): Promise<Attachment[]> };
}

/**
 * The attachments toggle of a detail modal: hidden when the modal opens, loaded once on the first
 * expand, then only shown and hidden. A failed load shows an empty list. Mount it per opened item (key the
 * modal body by id) so that opening clears what was loaded.
 */
export function useAttachmentsOnExpand(id: number | null | undefined, trigger: LazyTrigger) {
  const [shown, setShown] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[] | null>(null);
  const [loading, setLoading] = useState(false);

  const toggle = () => {
    const next = !shown;
    setShown(next);
    if (next && attachments === null && !loading && id != null) {
      setLoading(true);
      trigger(id, false)
        .unwrap()
        .then(setAttachments, () => setAttachments([]))
        .finally(() => setLoading(false));
    }
  };

  return { shown, toggle, attachments: attachments ?? [], loading };
}
