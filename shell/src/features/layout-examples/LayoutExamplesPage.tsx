import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { DesignOptionCard } from './components/DesignOptionCard';
import { DesignPreview } from './components/DesignPreview';
import { DESIGN_OPTIONS } from './designOptions';
import { PageTitle } from 'shared-auth';

/** /layout-examples: the design mock page, with ten options, five previewable with sample data. */
export function LayoutExamplesPage() {
  const [selectedId, setSelectedId] = useState<string>(DESIGN_OPTIONS[0]!.id);
  const selected = DESIGN_OPTIONS.find((option) => option.id === selectedId);
  const previewable = DESIGN_OPTIONS.filter((option) => option.preview).length;

  return (
    <section>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle>Layout Examples</PageTitle>
        <Typography.Text type="secondary">
          {DESIGN_OPTIONS.length} design options for the Parcelwatch workspace; {previewable} can be previewed with
          sample data.
        </Typography.Text>
      </Flex>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Design mock: every figure on this page is hard-coded sample data, not your company's."
      />
      {selected?.preview && (
        <Card
          title={`Preview: ${selected.name}`}
          style={{ marginBottom: 16 }}
          role="region"
          aria-label={`Preview of ${selected.name}`}
        >
          <DesignPreview preview={selected.preview} />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {DESIGN_OPTIONS.map((option, index) => (
          <Col key={option.id} xs={24} sm={12} lg={8} xxl={6}>
            <DesignOptionCard
              option={option}
              index={index}
              selected={option.id === selectedId}
              onPreview={() => setSelectedId(option.id)}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
