import { type AbonoMethod, parsePesos } from '@yonke/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';

/**
 * Money that comes into or goes out of a customer's account at the counter (an abono, store
 * credit by hand): how, how much, its reference, the register for cash, and the request's id.
 * One id per attempt: a double tap or a retry after a lost answer is the same movement; a new one
 * after it was recorded, or after the server answered no.
 */
export function useAccountPayment() {
  const [method, setMethod] = useState<AbonoMethod>('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const counter = useCounterRegister();
  const requestId = useRef(crypto.randomUUID());
  const cash = method === 'cash';
  return {
    counter,
    cash,
    cents: parsePesos(amount),
    /** The props of PaymentFields that this state answers. */
    fields: {
      method,
      onMethod: setMethod,
      amount,
      onAmount: setAmount,
      reference,
      onReference: setReference,
    },
    /** What every movement sends besides its own fields. */
    request: (amountCents: number) => ({
      request_id: requestId.current,
      method,
      amount_cents: amountCents,
      reference: cash ? null : reference,
      register_id: cash ? (counter.register?.id ?? null) : null,
    }),
    recorded() {
      setAmount('');
      setReference('');
      requestId.current = crypto.randomUUID();
    },
    refused(failure: unknown) {
      if (failure instanceof ApiError && failure.status !== 0) requestId.current = crypto.randomUUID();
    },
  };
}
