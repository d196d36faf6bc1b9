// What the invoicing service needs from a PAC (proveedor autorizado de certificación): stamp a
// sealed CFDI, idempotently, and ask the SAT to cancel one. One implementation per provider;
// `sw-sapien.ts` is the first.

export type StampOutcome =
  | { ok: true; stampedXml: string }
  /** The PAC (or the SAT's rules it applies) refused the document: retrying will not help. */
  | { ok: false; code: string; message: string };

/** The PAC could not be reached or failed on its side (timeout, 5xx): try again later, same id. */
export class PacUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PacUnavailableError';
  }
}

export interface PacProvider {
  readonly name: string;
  /**
   * Stamps `sealedXml`. `requestId` identifies this invoice at the PAC: a second call with the
   * same id (a retry after a timeout whose first answer was lost) returns the first stamp.
   */
  stamp(sealedXml: string, requestId: string): Promise<StampOutcome>;
  /**
   * Asks the SAT, through the PAC, to cancel a stamped CFDI. Asking again for a CFDI already
   * cancelled answers 202, which counts as done.
   */
  cancel(request: CancelRequest): Promise<CancelOutcome>;
}

export interface CancelRequest {
  issuerRfc: string;
  uuid: string;
  /** c_MotivoCancelacion: 01, 02, 03, 04. */
  motive: string;
  /** With motive 01: the UUID of the CFDI that replaces the cancelled one. */
  replacementUuid: string | null;
  /** The CSD as the SAT gave it: DER certificate, encrypted PKCS#8 key, and its password. */
  certificate: Buffer;
  key: Buffer;
  password: string;
}

export type CancelOutcome =
  /** The SAT took the request (201) or the CFDI was already cancelled (202). */
  | { ok: true; code: string; acuse: string | null }
  /** The SAT or the PAC refused the request: asking again the same way will not help. */
  | { ok: false; code: string; message: string };
