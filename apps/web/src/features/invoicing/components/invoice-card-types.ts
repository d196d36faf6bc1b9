export interface InvoiceAbilities {
  mayCancel: boolean;
  mayReplace: boolean;
  mayDiscount: boolean;
}

export type InvoiceDialog = 'cancel' | 'replace' | 'discount';
export type SendMode = 'email' | 'whatsapp';
