import { CheckOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { errorDetail } from 'shared-auth';
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
  const { message } = App.useApp();
  const [request, { isLoading, isSuccess }] = useRequestCoverageMutation();
  const done = requested || isSuccess;
  if (done) {
    return (
      <Button size={size} disabled icon={<CheckOutlined />}>
        Coverage requested
      </Button>
    );
  }
  const onClick = async () => {
    try {
      await request({ municipalityId }).unwrap();
      void message.success(`Coverage of ${municipalityName} requested.`);
    } catch (error) {
      void message.error(errorDetail(error, 'The request could not be recorded. Please try again.'));
    }
  };
  return (
    <Button size={size} type={type} loading={isLoading} onClick={() => void onClick()}>
      Request coverage
    </Button>
  );
}
