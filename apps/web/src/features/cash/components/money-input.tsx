import { TextInput, type TextInputProps } from '@mantine/core';
import { parsePesos } from '@yonke/domain';

/** What a pesos field holds: the text as typed and its cents (null while it is not an amount). */
export function pesos(text: string): { cents: number | null; error: string | undefined } {
  if (text.trim() === '') return { cents: null, error: undefined };
  const cents = parsePesos(text);
  return {
    cents,
    error:
      cents === null
        ? 'Escribe un monto en pesos, con hasta dos decimales (por ejemplo 1250.50).'
        : undefined,
  };
}

export function MoneyInput(props: Omit<TextInputProps, 'inputMode'>) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}
