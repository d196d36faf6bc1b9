import { countLabel, formatNumber } from '../../lib/format';

/** The Meta catalogue feed's texts (Catálogo público screen). */
export const META_FEED_TEXT = {
  title: 'Catálogo para Facebook, Instagram y WhatsApp',
  intro:
    'Meta lee tus autopartes desde esta dirección y las muestra en la tienda de tu página de Facebook, en Instagram y en el catálogo de WhatsApp Business. En Commerce Manager: Catálogo › Orígenes de datos › Agregar artículos › Feed de datos › Feed programado, y pega la dirección.',
  addressLabel: 'Dirección para Commerce Manager',
  addressHelp: 'Es secreta: quien la tenga puede leer tu catálogo. Compártela solo con Meta.',
  copy: 'Copiar dirección',
  copied: 'Dirección copiada',
  inactive:
    'El catálogo público está apagado: mientras lo esté, esta dirección no entrega nada. Actívalo arriba para que Meta pueda leerla.',
  items: (count: number) =>
    `Contiene ${countLabel(count, 'autoparte', 'autopartes')}: las Disponibles, y las Separadas o No disponibles como agotadas.`,
  leftOut: (withoutPhoto: number, withoutPrice: number) => {
    const count = withoutPhoto + withoutPrice;
    const reasons = [
      withoutPhoto > 0 ? `${formatNumber(withoutPhoto)} sin foto` : '',
      withoutPrice > 0 ? `${formatNumber(withoutPrice)} sin precio` : '',
    ].filter(Boolean);
    return `${countLabel(count, 'autoparte', 'autopartes')} no ${count === 1 ? 'entra' : 'entran'} porque Meta pide foto y precio: ${reasons.join(', ')}.`;
  },
  readAt: (time: string, byMeta: boolean) =>
    `Última lectura: ${time}${byMeta ? ' (Meta)' : ' (no fue Meta: alguien la abrió en un navegador u otro programa)'}.`,
  neverRead: 'Meta todavía no la ha leído.',
  localAddress:
    'Esta dirección es de tu red local: Meta, desde internet, no puede leerla. Pide a quien instaló Yonke que configure su dirección pública (PUBLIC_URL).',
  loadError: 'No pudimos cargar la dirección del catálogo. Vuelve a intentarlo.',
  regenerateHelp:
    'Si la dirección llegó a quien no debía, cámbiala: la actual deja de funcionar y tendrás que pegar la nueva en Commerce Manager.',
  regenerate: 'Cambiar dirección',
  regenerateTitle: '¿Cambiar la dirección del catálogo?',
  regenerateText:
    'La dirección actual dejará de funcionar en este momento. Meta no podrá leer tu catálogo hasta que pegues la nueva en Commerce Manager.',
  regenerateConfirm: 'Cambiar dirección',
  regenerated: 'Dirección cambiada. Pega la nueva en Commerce Manager.',
} as const;
