import { CheckOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { errorDetail, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useRequestCoverageMutation } from '../api/coverageApi';

export interface RequestCoverageButtonProps {
  municipalityId: number;
  municipalityName: string;
  /** The company already asked (the server's `requested`). */
  requested: boolean;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** Records the company's request that the municipality's council be read; "Coverage requested" once it is. */
export function RequestCoverageButton({
  municipalityId,
  municipalityName,
  requested,
  size,
  type = 'primary',
}: RequestCoverageButtonProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { message } = App.useApp();
  const [request, { isLoading, isSuccess }] = useRequestCoverageMutation();
  const done = requested || isSuccess;
  if (done) {
    return (
      <Button size={size} disabled icon={<CheckOutlined />}>
        {t('Coverage requested')}
      </Button>
    );
  }
  const onClick = async () => {
    try {
      await request({ municipalityId }).unwrap();
      void message.success(t('Coverage of {{name}} requested.', { name: municipalityName }));
    } catch (error) {
      void message.error(errorDetail(error, t('The request could not be recorded. Please try again.')));
    }
  };
  return (
    <Button size={size} type={type} loading={isLoading} onClick={() => void onClick()}>
      {t('Request coverage')}
    </Button>
  );
}
