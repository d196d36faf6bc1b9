// What the invoicing module tells the user when it refuses or waits: one place for the module's
// documents (invoices, global invoices, credit notes, payment complements, replacements).

export const INVOICING_MESSAGES = {
  noProfile: 'Primero captura los datos fiscales de la empresa en «Datos fiscales».',
  noCsd: 'Falta el Certificado de Sello Digital (CSD) en «Datos fiscales».',
  csdExpired: 'El CSD de la empresa ya venció: sube el nuevo en «Datos fiscales».',
  saleNotPaid: (folio: string) => `El ticket ${folio} no está pagado: solo se factura un ticket pagado.`,
  alreadyInvoiced: (folio: string, invoice: string) => `El ticket ${folio} ya tiene la factura ${invoice}.`,
  inGlobalInvoice: (folio: string, invoice: string, period: string) =>
    `El ticket ${folio} ya está en la factura global ${invoice} (${period}): para facturarlo aparte, primero cancela esa factura global.`,
  unknownProductKey: (key: string) =>
    `La clave ${key} no está entre las claves de producto o servicio del SAT que ofrece Yonke: búscala por número o descripción en la lista.`,
  bimonthlyRegime:
    'La periodicidad bimestral es solo para el Régimen de Incorporación Fiscal (621): elige otra.',
  invoicingNow: (folio: string) => `Alguien más está facturando el ticket ${folio} en este momento.`,
  notFound: 'No encontramos la factura.',
  notStamped: 'La factura todavía no está timbrada.',
  totalMismatch: 'El total calculado de la factura no coincide con el del ticket; avisa a soporte.',
  receiverIncomplete:
    'El cliente del ticket no tiene datos fiscales completos: captúralos en su ficha o factura a «Público en general».',
  pacMissing: 'No hay un PAC configurado: la factura quedó sellada y se timbrará cuando se configure.',
  csdFile: 'Sube el archivo .cer, el archivo .key y la contraseña de la llave.',
  cancelNotStamped: 'Solo se cancela una factura timbrada.',
  cancelAlreadyAsked: (motive: string) =>
    `Ya se pidió cancelar esta factura con el motivo ${motive}; espera la respuesta del SAT.`,
  cancelLate: (year: number) =>
    `El plazo para cancelar esta factura venció el 31 de enero de ${year}: ya no se puede cancelar.`,
  replacementInvalid: 'El folio fiscal de sustitución debe ser el de otra factura timbrada de esta empresa.',
  cancelPacUnavailable: 'El PAC no respondió; la solicitud de cancelación se reintentará.',
  cancelWaitingSat: 'El SAT todavía no refleja la solicitud; se volverá a consultar.',
  cancelPending: (day: string) =>
    `El receptor debe aceptar la cancelación: tiene hasta el ${day}; si no responde, queda cancelada.`,
  cancelRefusedByReceiver: 'El receptor rechazó la cancelación: la factura sigue vigente.',
  creditNoteNotStamped: (invoice: string) =>
    `La factura ${invoice} del ticket todavía no está timbrada: la nota de crédito se emite cuando lo esté.`,
  cancelPaymentMotive:
    'Un complemento de pago se cancela con el motivo 01 (con el folio fiscal del que lo sustituye) o 02.',
  replacementStamping: (folio: string) =>
    `Timbrando la factura sustituta ${folio}; después se cancela esta con el motivo 01.`,
  replacementCancelling: 'La factura sustituta está timbrada; se está cancelando esta con el motivo 01.',
  replacementRefused: (folio: string, reason: string) =>
    `El PAC rechazó la factura sustituta ${folio} (${reason}). Esta factura sigue vigente: corrige los datos y vuelve a sustituirla.`,
  replacementCancelRefused: (original: string, replacement: string, reason: string) =>
    `${reason} Las dos facturas (${original} y ${replacement}) están vigentes: pide al cliente que acepte la cancelación y vuelve a pulsar «Sustituir», o cancela la sustituta ${replacement} con el motivo 02 si la original era la correcta.`,
  replacingNow: 'Alguien más está sustituyendo esta factura en este momento.',
  cancelNotCancellable:
    'El SAT indica que la factura no se puede cancelar: tiene documentos relacionados vigentes (cancélalos primero).',
} as const;
