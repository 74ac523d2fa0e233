import LockOutlined from '@ant-design/icons/LockOutlined';
import { Form, Input } from 'antd';
import { matchesFieldRule, ruleFrom } from '../formRules';
import { passwordError } from '../validation';

export interface PasswordFieldsProps {
  passwordLabel?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the 8-character and match rules. Fields: password, confirm_password. */
export function PasswordFields({
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
  autoFocus = false,
}: PasswordFieldsProps) {
  return (
    <>
      <Form.Item label={passwordLabel} name="password" required rules={[ruleFrom(passwordError)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
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
