import type { ComponentType } from 'react';
import type { PreviewKey } from '../designOptions';
import { CommandCenterPreview } from '../previews/CommandCenterPreview';
import { CompactTablePreview } from '../previews/CompactTablePreview';
import { SeverityBoardPreview } from '../previews/SeverityBoardPreview';
import { SplitViewPreview } from '../previews/SplitViewPreview';
import { TimelinePreview } from '../previews/TimelinePreview';

const PREVIEWS: Record<PreviewKey, ComponentType> = {
  'command-center': CommandCenterPreview,
  timeline: TimelinePreview,
  'severity-board': SeverityBoardPreview,
  'split-view': SplitViewPreview,
  'compact-table': CompactTablePreview,
};

/** Renders the small sample layout of one previewable design. */
export function DesignPreview({ preview }: { preview: PreviewKey }) {
  const Preview = PREVIEWS[preview];
  return <Preview />;
}
