import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Steps } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle, useFocusFirstField, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { AdditionalDetailsStep } from './createProperty/AdditionalDetailsStep';
import { BasicDetailsStep } from './createProperty/BasicDetailsStep';
import { LocationStep } from './createProperty/LocationStep';
import { useCreatePropertyWizard } from './createProperty/useCreatePropertyWizard';
import { LAST_STEP } from './createProperty/wizardState';

/** /properties/new: the three-step create wizard, one component per step over one form state. */
export default function CreatePropertyPage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const wizard = useCreatePropertyWizard();
  const { step } = wizard.state;
  // Next and Back put the focus on the new step's first field.
  const stepCard = useRef<HTMLDivElement>(null);
  useFocusFirstField(stepCard, step);

  return (
    <section data-testid="mf_properties-CreatePropertyPage" style={{ maxWidth: 760 }}>
      <Link to="/properties">
        <ArrowLeftOutlined /> {t('Back to Properties')}
      </Link>
      <PageTitle style={{ marginTop: 8 }}>{t('Add Property')}</PageTitle>
      <Steps
        current={step}
        items={[
          { title: t('Basic Details') },
          { title: t('Location & Committees') },
          { title: t('Additional Details') },
        ]}
        style={{ marginBottom: 24 }}
      />
      <Card ref={stepCard}>
        <Form layout="vertical" component="div">
          {step === 0 ? <BasicDetailsStep wizard={wizard} /> : null}
          {step === 1 ? <LocationStep wizard={wizard} /> : null}
          {step === 2 ? <AdditionalDetailsStep wizard={wizard} /> : null}
        </Form>
        <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
          <Link to="/properties">{t('Cancel')}</Link>
          <Flex gap={8}>
            {step > 0 ? <Button onClick={wizard.back}>{t('Back')}</Button> : null}
            {step < LAST_STEP ? (
              <Button type="primary" onClick={wizard.next} disabled={step === 1 && !wizard.step1Valid}>
                {t('Next')}
              </Button>
            ) : (
              <Button
                type="primary"
                onClick={wizard.submit}
                loading={wizard.creating}
                disabled={!wizard.step1Valid || wizard.applications.error !== null}
              >
                {t('Create Property')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
