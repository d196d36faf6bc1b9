// A customer's fiscal data (CFDI 4.0), checked before it is stored: invoicing will send it to a
// PAC as it is, and a PAC refuses an invoice with a malformed RFC, régimen or uso.
// Catalogues: SAT, Anexo 20 (c_RegimenFiscal, c_UsoCFDI), http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm

export const GENERIC_RFC = 'XAXX010101000';

/** c_RegimenFiscal: code → description. */
export const TAX_REGIMES: Record<string, string> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

/** c_UsoCFDI: code → description. */
export const CFDI_USES: Record<string, string> = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de cómputo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  S01: 'Sin efectos fiscales',
  CP01: 'Pagos',
};

export const CUSTOMER_MESSAGES = {
  rfc: 'El RFC no es válido: 12 caracteres para una persona moral o 13 para una persona física (por ejemplo, GODE561231GR8).',
  regime: 'El régimen fiscal no está en el catálogo del SAT.',
  cfdiUse: 'El uso de CFDI no está en el catálogo del SAT.',
  postalCode: 'El código postal debe tener 5 dígitos.',
  phone: 'El teléfono debe tener 10 dígitos (puede llevar +52, espacios o guiones).',
  email: 'El correo electrónico no es válido.',
  name: 'Escribe el nombre del cliente.',
  fiscalIncomplete:
    'Para facturar se necesitan RFC, razón social, régimen fiscal, código postal y uso de CFDI; completa los que faltan o deja todos vacíos.',
} as const;

// RFC: 3 (moral) or 4 (física) letters, a date YYMMDD and a 3-character homoclave.
const RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

export function normalizeRfc(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

export function isValidRfc(value: string): boolean {
  const rfc = normalizeRfc(value);
  if (rfc === GENERIC_RFC || rfc === 'XEXX010101000') return true;
  const match = RFC.exec(rfc);
  if (!match) return false;
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** 10 digits of a Mexican phone, with +52 / 52 / 044 / 045 and separators removed; null if it is not one. */
export function phoneDigits(value: string): string | null {
  let digits = value.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  if (digits.length === 13 && /^04[45]/.test(digits)) digits = digits.slice(3);
  return digits.length === 10 ? digits : null;
}

export function isValidPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}
