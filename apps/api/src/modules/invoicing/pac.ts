// What the invoicing service needs from a PAC (proveedor autorizado de certificación): stamp a
// sealed CFDI, idempotently. One implementation per provider; `sw-sapien.ts` is the first.

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
}
