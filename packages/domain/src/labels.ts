export const LABEL_SIZES = {
  '50x25mm': { width: '50mm', height: '25mm' },
  '4x2.4in': { width: '4in', height: '2.4in' },
} as const;

export type LabelSize = keyof typeof LABEL_SIZES;

export const DEFAULT_LABEL_SIZE: LabelSize = '50x25mm';

export function isLabelSize(value: unknown): value is LabelSize {
  return typeof value === 'string' && Object.hasOwn(LABEL_SIZES, value);
}

export function partQrText(id: number): string {
  return `autopart-${id}`;
}

export function locationQrText(id: number): string {
  return `location-${id}`;
}
