import { Certificate, Credential, PrivateKey } from '@nodecfdi/credentials/node';
import { formatDate } from '@yonke/domain';

// The company's Certificado de Sello Digital: read with @nodecfdi/credentials (the SAT's .cer is
// DER X.509, the .key DER PKCS#8 encrypted with the password), checked before it is stored.

export const CSD_MESSAGES = {
  certificate: 'El archivo .cer no es un certificado del SAT válido.',
  key: 'El archivo .key no es una llave privada válida o la contraseña no es correcta.',
  password:
    'No se pudo abrir la llave privada con esa contraseña: revisa la contraseña y que el .key sea el del certificado.',
  mismatch: 'La llave privada (.key) no corresponde al certificado (.cer).',
  fiel: 'Ese certificado es de e.firma (FIEL). Para facturar se necesita el Certificado de Sello Digital (CSD) que se tramita en CertiSAT.',
  otherRfc: (found: string, expected: string) =>
    `El certificado es del RFC ${found}, pero los datos fiscales son del RFC ${expected}.`,
  expired: (date: string) => `El certificado venció el ${date}: tramita uno nuevo en CertiSAT.`,
  notYetValid: (date: string) => `El certificado es válido a partir del ${date}.`,
  expiresSoon: (date: string) => `El certificado vence el ${date}: tramita uno nuevo antes de esa fecha.`,
} as const;

/** A warning is given this long before the certificate expires. */
export const EXPIRY_WARNING_DAYS = 30;

export interface CsdInfo {
  rfc: string;
  legalName: string;
  certificateNumber: string;
  validFrom: Date;
  validTo: Date;
  /** DER in base64 on one line: the document's «Certificado». */
  certificateBase64: string;
}

export type CsdCheck =
  | { ok: true; info: CsdInfo; warning: string | null }
  | { ok: false; field: 'certificate' | 'key' | 'password'; message: string };

/** Dates in messages read as everywhere else in the app (packages/domain format.ts). */
const dateText = (date: Date) => formatDate(date);

export function readCertificate(der: Buffer): Certificate | null {
  try {
    return new Certificate(der.toString('binary'));
  } catch {
    return null;
  }
}

export function certificateInfo(certificate: Certificate): CsdInfo {
  return {
    rfc: certificate.rfc(),
    legalName: certificate.legalName(),
    certificateNumber: certificate.serialNumber().bytes(),
    validFrom: certificate.validFrom(),
    validTo: certificate.validTo(),
    certificateBase64: certificate.pemAsOneLine(),
  };
}

/** Every check of the upload: kind (CSD, not FIEL), RFC, key and password, validity. */
export function checkCsd(input: {
  cer: Buffer;
  key: Buffer;
  password: string;
  rfc: string;
  now?: Date;
}): CsdCheck {
  const now = input.now ?? new Date();
  const certificate = readCertificate(input.cer);
  if (!certificate) return { ok: false, field: 'certificate', message: CSD_MESSAGES.certificate };
  if (!certificate.satType().isCsd()) return { ok: false, field: 'certificate', message: CSD_MESSAGES.fiel };
  const info = certificateInfo(certificate);
  if (info.rfc.toUpperCase() !== input.rfc.toUpperCase()) {
    return { ok: false, field: 'certificate', message: CSD_MESSAGES.otherRfc(info.rfc, input.rfc) };
  }
  if (info.validTo.getTime() < now.getTime()) {
    return { ok: false, field: 'certificate', message: CSD_MESSAGES.expired(dateText(info.validTo)) };
  }
  if (info.validFrom.getTime() > now.getTime()) {
    return { ok: false, field: 'certificate', message: CSD_MESSAGES.notYetValid(dateText(info.validFrom)) };
  }
  let key: PrivateKey;
  try {
    key = new PrivateKey(input.key.toString('binary'), input.password);
  } catch {
    // A wrong password usually fails the decryption, but now and then (about 1 in 256 with the
    // SAT's PBES2 keys) it «decrypts» into bytes that are not a key: both read as the password.
    return input.password === ''
      ? { ok: false, field: 'key', message: CSD_MESSAGES.key }
      : { ok: false, field: 'password', message: CSD_MESSAGES.password };
  }
  if (!key.belongsTo(certificate)) return { ok: false, field: 'key', message: CSD_MESSAGES.mismatch };
  const daysLeft = (info.validTo.getTime() - now.getTime()) / 86_400_000;
  return {
    ok: true,
    info,
    warning: daysLeft <= EXPIRY_WARNING_DAYS ? CSD_MESSAGES.expiresSoon(dateText(info.validTo)) : null,
  };
}

/** The seal: SHA-256 with RSA (PKCS#1 v1.5) over the cadena original, in base64 (Anexo 20, «Sello»). */
export function sealCadena(input: { cer: Buffer; key: Buffer; password: string }, cadena: string): string {
  const credential = Credential.create(
    input.cer.toString('binary'),
    input.key.toString('binary'),
    input.password,
  );
  // The library signs a binary string: the cadena's UTF-8 bytes, one character each.
  const signature = credential.sign(Buffer.from(cadena, 'utf8').toString('binary'), 'sha256');
  return Buffer.from(signature, 'binary').toString('base64');
}
