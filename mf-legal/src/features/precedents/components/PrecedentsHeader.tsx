import { Typography } from 'antd';

export function PrecedentsHeader() {
  return (
    <header>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        Precedents Case Distribution
      </Typography.Title>
      <Typography.Paragraph type="secondary">Real-time analysis of OLT cases by Act and Section</Typography.Paragraph>
    </header>
  );
}
