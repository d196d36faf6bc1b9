import { Input, Radio } from '@mantine/core';
import { useId } from 'react';
import classes from './toggle-radio-group.module.css';

export interface ToggleOption {
  value: number;
  label: string;
}

interface ToggleRadioGroupProps {
  label: string;
  options: readonly ToggleOption[];
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * A single-choice group where pressing the selected option again clears the choice (spec
 * section 2: position, side, condition, origin). Each option is a card large enough to tap.
 */
export function ToggleRadioGroup({
  label,
  options,
  value,
  onChange,
  disabled,
  error,
}: ToggleRadioGroupProps) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id: labelId }}>
      <div className={classes.options} role="radiogroup" aria-labelledby={labelId}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <Radio.Card
              key={option.value}
              name={name}
              value={String(option.value)}
              checked={checked}
              disabled={disabled}
              className={classes.card}
              onClick={() => onChange(checked ? null : option.value)}
            >
              <Radio.Indicator size="sm" disabled={disabled} />
              <span>{option.label}</span>
            </Radio.Card>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}
