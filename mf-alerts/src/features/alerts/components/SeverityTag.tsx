import { Tag } from 'antd';
import { SEVERITY_COLORS, SEVERITY_LABELS } from '../../../shared/constants';

export function SeverityTag({ severity }: { severity: string }) {
  return <Tag color={SEVERITY_COLORS[severity] ?? 'default'}>{SEVERITY_LABELS[severity] ?? severity}</Tag>;
}
