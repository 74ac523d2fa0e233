import { Input } from 'antd';
import { digitsOnly } from '../lib/validation';

export interface TwoFactorCodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A 6-digit code field: keeps digits only (a pasted '123 456' survives), at most 6. */
export function TwoFactorCodeInput({ id, value, onChange, autoFocus }: TwoFactorCodeInputProps) {
  return (
    <Input
      id={id}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      size="large"
      autoFocus={autoFocus}
      style={{ letterSpacing: 6, textAlign: 'center', fontSize: 20, maxWidth: 240 }}
    />
  );
}
