import { DOMParser, type Element } from '@xmldom/xmldom';

// Reads the figures the app and the fake PAC need from a CFDI (its root, concepts, taxes and the
// Timbre Fiscal Digital) with a real XML parser, never with string matching.

export const NS = {
  cfdi: 'http://www.sat.gob.mx/cfd/4',
  tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital',
} as const;

export interface ParsedCfdi {
  root: Element;
  attr(name: string): string;
  emisor: Element | null;
  receptor: Element | null;
  concepts: Element[];
  /** The document's own Impuestos (not a concept's). */
  taxes: Element | null;
  tfd: Element | null;
}

export function parseCfdi(xml: string): ParsedCfdi | null {
  let root: Element | null = null;
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    root = doc.documentElement;
  } catch {
    return null;
  }
  if (!root || root.namespaceURI !== NS.cfdi || root.localName !== 'Comprobante') return null;
  const children = (parent: Element, ns: string, name: string) =>
    Array.from(parent.childNodes).filter(
      (node): node is Element =>
        node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === name,
    );
  const one = (parent: Element | null | undefined, ns: string, name: string) =>
    parent ? (children(parent, ns, name)[0] ?? null) : null;
  const concepts = one(root, NS.cfdi, 'Conceptos');
  const complement = one(root, NS.cfdi, 'Complemento');
  const element = root;
  return {
    root: element,
    attr: (name) => element.getAttribute(name) ?? '',
    emisor: one(element, NS.cfdi, 'Emisor'),
    receptor: one(element, NS.cfdi, 'Receptor'),
    concepts: concepts ? children(concepts, NS.cfdi, 'Concepto') : [],
    taxes: one(element, NS.cfdi, 'Impuestos'),
    tfd: one(complement, NS.tfd, 'TimbreFiscalDigital'),
  };
}

/** Decimal text (up to 6 decimals) as integer millionths, exactly. */
export function micros(value: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
}

export function childElements(parent: Element | null, ns: string, name: string): Element[] {
  if (!parent) return [];
  const found: Element[] = [];
  const walk = (node: Element) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      if (el.namespaceURI === ns && el.localName === name) found.push(el);
      else walk(el);
    }
  };
  walk(parent);
  return found;
}
