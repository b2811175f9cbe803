import { SwitchField as BaseSwitchField } from '@/components/switch-field';
import { useFieldDisabled } from './panel';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  description?: string;
  disabled?: boolean;
}

export function SwitchField({ disabled, ...props }: SwitchFieldProps) {
  return <BaseSwitchField {...props} disabled={useFieldDisabled(disabled)} />;
}
