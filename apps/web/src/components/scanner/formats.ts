/** Barcode formats the scanner accepts (domain rules, Scanning); names are the BarcodeDetector's. */
export const SCAN_FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'data_matrix'] as const;

export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** docs/product.md §9: QR only unless a screen asks for more. */
export const DEFAULT_SCAN_FORMATS: readonly ScanFormat[] = ['qr_code'];

/** Every accepted format, for screens that also read manufacturer and old-system barcodes. */
export const ALL_SCAN_FORMATS: readonly ScanFormat[] = SCAN_FORMATS;

/** docs/product.md §5: a formats list, when supplied, cannot be empty and must name known formats. */
export function validFormats(formats: readonly string[]): formats is readonly ScanFormat[] {
  return (
    formats.length > 0 && formats.every((format) => (SCAN_FORMATS as readonly string[]).includes(format))
  );
}
