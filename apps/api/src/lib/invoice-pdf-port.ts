// The invoice's PDF is made by the invoicing module, which depends on sales, which depends on the
// marketplace, whose orders module uploads that PDF to Mercado Libre: importing invoicing from there
// would close a cycle of modules. So the invoicing module hands its renderer here as it loads
// (invoicing/invoice-pdf.ts), and the upload asks for the PDF here.

type InvoicePdfRenderer = (stampedXml: string) => Promise<Buffer>;

let renderer: InvoicePdfRenderer | null = null;

export function provideInvoicePdf(render: InvoicePdfRenderer): void {
  renderer = render;
}

/** The printed representation of a stamped CFDI, as a PDF. */
export function invoicePdf(stampedXml: string): Promise<Buffer> {
  if (!renderer) throw new Error('no invoice PDF renderer: the invoicing module is not loaded');
  return renderer(stampedXml);
}
