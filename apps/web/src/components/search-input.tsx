import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  /** Visible as the placeholder and read as the field's name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A filter box with a clear button. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton aria-label="Limpiar búsqueda" onClick={() => onChange('')} /> : null}
    />
  );
}
