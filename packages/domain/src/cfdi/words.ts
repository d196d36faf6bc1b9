// «Importe con letra» of the printed invoice: pesos in Spanish words and the cents as NN/100 M.N.,
// the way Mexican invoices write it («MIL DOSCIENTOS CINCUENTA PESOS 00/100 M.N.»).

const UNITS = [
  '',
  'UN',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 0–999 in words; «CIEN» alone, «UN» before a noun («UN PESO», «VEINTIÚN MIL»). */
function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(HUNDREDS[hundreds] ?? '');
  if (rest < 30) {
    if (rest) parts.push(UNITS[rest] ?? '');
  } else {
    const unit = rest % 10;
    parts.push(
      unit ? `${TENS[Math.floor(rest / 10)]} Y ${UNITS[unit]}` : (TENS[Math.floor(rest / 10)] ?? ''),
    );
  }
  return parts.join(' ');
}

export function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'UN MILLÓN' : `${integerInWords(millions)} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${belowThousand(thousands)} MIL`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 125050 → «MIL DOSCIENTOS CINCUENTA PESOS 50/100 M.N.» */
export function pesosInWords(cents: number): string {
  const pesos = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const millionsExact = pesos >= 1_000_000 && pesos % 1_000_000 === 0;
  const noun = pesos === 1 ? 'PESO' : millionsExact ? 'DE PESOS' : 'PESOS';
  return `${integerInWords(pesos)} ${noun} ${rest}/100 M.N.`;
}
