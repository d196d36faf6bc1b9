import { centsToPesosInput, parsePesos } from '@yonke/domain';
import { useState } from 'react';

/** A pesos field held as typed text, read as cents (null while it is not a valid amount). */
export function useMoneyField(initialCents: number | null = null) {
  const [text, setText] = useState(initialCents === null ? '' : centsToPesosInput(initialCents));
  const cents = text.trim() === '' ? null : parsePesos(text);
  const invalid = text.trim() !== '' && cents === null;
  return {
    text,
    setText,
    cents,
    error: invalid ? 'Escribe un monto en pesos, con hasta dos decimales (por ejemplo 1250.50).' : undefined,
    setCents: (value: number | null) => setText(value === null ? '' : centsToPesosInput(value)),
  };
}
