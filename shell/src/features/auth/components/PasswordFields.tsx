import LockOutlined from '@ant-design/icons/LockOutlined';
import { Form, Input } from 'antd';
import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { matchesFieldRule, ruleFrom } from '../formRules';
import { passwordError } from '../validation';

export interface PasswordFieldsProps {
  /** The first field's label, already in the reader's language (default: "Password"). */
  passwordLabel?: string;
  /** The second field's label, already in the reader's language (default: "Confirm password"). */
  confirmLabel?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the 8-character and match rules. Fields: password, confirm_password. */
export function PasswordFields({ passwordLabel, confirmLabel, autoFocus = false }: PasswordFieldsProps) {
  const t = useT(SHELL_NAMESPACE);
  return (
    <>
      <Form.Item label={passwordLabel ?? t('Password')} name="password" required rules={[ruleFrom(passwordError)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={confirmLabel ?? t('Confirm password')}
        name="confirm_password"
        required
        dependencies={['password']}
        rules={[matchesFieldRule('password')]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
