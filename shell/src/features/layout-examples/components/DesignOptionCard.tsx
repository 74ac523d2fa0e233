import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Card, Tag, Typography } from 'antd';
import type { DesignOption } from '../designOptions';

export interface DesignOptionCardProps {
  option: DesignOption;
  index: number;
  selected: boolean;
  onPreview: () => void;
}

/** One design direction: number, name, description, and Preview or 'Preview not available'. */
export function DesignOptionCard({ option, index, selected, onPreview }: DesignOptionCardProps) {
  const headingId = `design-option-${option.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      style={{ height: '100%', borderColor: selected ? '#1f5eff' : undefined }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%', gap: 8 } }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Option {index + 1}
      </Typography.Text>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
        {option.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ flex: 1, margin: 0 }}>
        {option.description}
      </Typography.Paragraph>
      {option.preview ? (
        <Button
          icon={<EyeOutlined />}
          type={selected ? 'primary' : 'default'}
          aria-pressed={selected}
          aria-label={`Preview ${option.name}`}
          onClick={onPreview}
        >
          Preview
        </Button>
      ) : (
        <Tag style={{ alignSelf: 'flex-start' }}>Preview not available</Tag>
      )}
    </Card>
  );
}
