import { Tag } from 'antd';
import { SEVERITY_COLORS, severityLabel } from '../../../shared/constants';

export function SeverityTag({ severity }: { severity: string }) {
  return <Tag color={SEVERITY_COLORS[severity] ?? 'default'}>{severityLabel(severity)}</Tag>;
}
