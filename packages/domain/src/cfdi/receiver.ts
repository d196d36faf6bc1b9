import { Rfc } from '@nodecfdi/rfc';
import { CFDI_USES, isValidPostalCode, normalizeRfc, TAX_REGIMES } from '../customers.ts';
import { PUBLIC_RECEIVER, REGIME_PERSON, USE_REGIMES } from './catalogs.ts';

// The receiver's and the issuer's fiscal data, checked as the PAC will check them (Anexo 20 and
// its Matriz de errores: CFDI40141–CFDI40161), so a person fixes them before anything is sealed.

export const FISCAL_MESSAGES = {
  rfcFormat:
    'El RFC no es válido: 12 caracteres para una persona moral o 13 para una persona física (por ejemplo, GODE561231GR8).',
  rfcCheckDigit:
    'El dígito verificador del RFC no coincide: revisa el último carácter con la Constancia de Situación Fiscal.',
  rfcGeneric: 'El RFC genérico XAXX010101000 es solo para «Público en general»; escribe el RFC del cliente.',
  name: 'Escribe la razón social o nombre exactamente como aparece en la Constancia de Situación Fiscal.',
  regime: 'El régimen fiscal no está en el catálogo del SAT.',
  regimePerson: (kind: 'física' | 'moral') =>
    `Ese régimen fiscal no corresponde a una persona ${kind} (por la longitud del RFC).`,
  use: 'El uso de CFDI no está en el catálogo del SAT.',
  useRegime: (use: string, regime: string) =>
    `El uso de CFDI ${use} no se permite con el régimen ${regime}: elige otro uso o revisa el régimen.`,
  postalCode: 'El código postal del domicilio fiscal debe tener 5 dígitos.',
} as const;

export interface FiscalParty {
  rfc: string;
  name: string;
  regime: string;
  postalCode: string;
}

export interface ReceiverInput extends FiscalParty {
  use: string;
}

export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] ??= [];
  errors[field].push(message);
}

/** Problems of an RFC, with its kind when it parses (moral 12 characters, física 13). */
export function rfcProblem(value: string): { message: string | null; kind: 'física' | 'moral' | null } {
  const rfc = normalizeRfc(value);
  const parsed = Rfc.parseOrNull(rfc);
  if (!parsed) return { message: FISCAL_MESSAGES.rfcFormat, kind: null };
  const kind = parsed.isMoral() ? 'moral' : 'física';
  if (parsed.isGeneric() || parsed.isForeign()) return { message: null, kind };
  if (!parsed.doesCheckSumMatch()) return { message: FISCAL_MESSAGES.rfcCheckDigit, kind };
  return { message: null, kind };
}

/** The issuer's data (the company's fiscal profile). */
export function issuerErrors(input: FiscalParty): FieldErrors {
  const errors: FieldErrors = {};
  const { message, kind } = rfcProblem(input.rfc);
  if (message) add(errors, 'rfc', message);
  else if (normalizeRfc(input.rfc) === PUBLIC_RECEIVER.rfc) add(errors, 'rfc', FISCAL_MESSAGES.rfcFormat);
  if (input.name.trim() === '') add(errors, 'name', FISCAL_MESSAGES.name);
  if (!(input.regime in TAX_REGIMES)) add(errors, 'regime', FISCAL_MESSAGES.regime);
  else if (kind && !REGIME_PERSON[input.regime]?.[kind === 'moral' ? 'moral' : 'fisica'])
    add(errors, 'regime', FISCAL_MESSAGES.regimePerson(kind));
  if (!isValidPostalCode(input.postalCode)) add(errors, 'postal_code', FISCAL_MESSAGES.postalCode);
  return errors;
}

/** A named receiver (not «Público en general»). */
export function receiverErrors(input: ReceiverInput): FieldErrors {
  const errors: FieldErrors = {};
  const rfc = normalizeRfc(input.rfc);
  const { message, kind } = rfcProblem(rfc);
  if (message) add(errors, 'rfc', message);
  else if (rfc === PUBLIC_RECEIVER.rfc) add(errors, 'rfc', FISCAL_MESSAGES.rfcGeneric);
  if (input.name.trim() === '') add(errors, 'business_name', FISCAL_MESSAGES.name);
  const regimeKnown = input.regime in TAX_REGIMES;
  if (!regimeKnown) add(errors, 'tax_regime', FISCAL_MESSAGES.regime);
  else if (kind && !REGIME_PERSON[input.regime]?.[kind === 'moral' ? 'moral' : 'fisica'])
    add(errors, 'tax_regime', FISCAL_MESSAGES.regimePerson(kind));
  if (!(input.use in CFDI_USES)) add(errors, 'cfdi_use', FISCAL_MESSAGES.use);
  else if (regimeKnown && !USE_REGIMES[input.use]?.includes(input.regime))
    add(errors, 'cfdi_use', FISCAL_MESSAGES.useRegime(input.use, input.regime));
  if (!isValidPostalCode(input.postalCode)) add(errors, 'postal_code', FISCAL_MESSAGES.postalCode);
  return errors;
}

/**
 * The name as the CFDI carries it: the SAT's records are upper case without the «S.A. de C.V.»
 * style suffix of the company type (Guía de llenado, Receptor «Nombre»), so only spaces are
 * collapsed here; the person types it as the Constancia shows it.
 */
export function fiscalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}
