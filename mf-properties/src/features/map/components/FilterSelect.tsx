import { Flex, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One of the map's filters: a visible label above its control, which the label names (`aria-labelledby`). */
export function FilterField({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={labelId}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

export interface FilterSelectProps<V extends string | number> {
  labelId: string;
  label: string;
  value: V | undefined;
  onChange(value: V | undefined): void;
  options: Array<{ value: V; label: string }>;
  width: number;
  /** Shown while nothing is chosen; with it the choice can be cleared (every value shown). */
  placeholder?: string;
  /** Options found by typing their label. */
  searchable?: boolean;
}

/** A map filter chosen from a list, labelled as FilterField labels. */
export function FilterSelect<V extends string | number>({
  labelId,
  label,
  value,
  onChange,
  options,
  width,
  placeholder,
  searchable = false,
}: FilterSelectProps<V>) {
  return (
    <FilterField labelId={labelId} label={label}>
      <Select<V>
        aria-labelledby={labelId}
        allowClear={placeholder !== undefined}
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(next) => onChange(next)}
        options={options}
        style={{ width }}
      />
    </FilterField>
  );
}
