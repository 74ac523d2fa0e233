import { Button, Tooltip, type ButtonProps } from 'antd';

export interface AdminOnlyButtonProps extends ButtonProps {
  isAdmin: boolean;
  /** Why the action is disabled for non-admins. */
  reason: string;
}

/** A button only company admins may use: shown disabled, with the reason in a tooltip, to everyone else. */
export function AdminOnlyButton({ isAdmin, reason, ...props }: AdminOnlyButtonProps) {
  if (isAdmin) return <Button {...props} />;
  return (
    <Tooltip title={reason}>
      {/* A disabled button fires no mouse events: the wrapper carries the tooltip, and keyboard focus. */}
      <span tabIndex={0} aria-label={`${String(props.children ?? '')} (${reason})`} style={{ display: 'inline-block' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
