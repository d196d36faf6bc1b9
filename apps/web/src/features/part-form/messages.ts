// Every text of the part form a user reads that is not a field label (docs/product.md §8).

export const TOASTS = {
  created: 'Autoparte creada',
  createdNext: (code: string) => `Autoparte ${code} creada. Captura la siguiente.`,
  updated: 'Autoparte actualizada',
  cloned: 'Autoparte duplicada',
  deleted: 'Autoparte eliminada',
  republished: 'Autoparte repuplicada',
  synced: 'Sincronizada en Mercado Libre',
  notSynced: 'No sincronizada en Mercado Libre',
  imageUploaded: 'Imagen subida',
  imageDeleted: 'Imagen eliminada',
  imagesSorted: 'Imagenes reordenadas',
  checkFields: 'Revisa los campos marcados.',
  photosFailed:
    'Una foto no se pudo subir y la autoparte no se guardó. Elígela de nuevo, o pulsa Guardar otra vez para guardar sin ella.',
  templateEmpty: 'Tu empresa no tiene una plantilla de descripción.',
} as const;

export const CONFIRMS = {
  delete: '¿Está seguro de eliminar la autoparte?',
  clone: '¿Está seguro de duplicar la autoparte?',
  cloneUnsaved: 'Los cambios sin guardar no se copiarán.',
  republish: '¿Está seguro de repuplicar la autoparte?',
  leave: 'Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?',
  leaveUploading: 'Todavía se están subiendo fotos: si sales ahora, se pueden perder. ¿Quieres salir?',
  replaceDescription: 'La descripción actual se reemplazará por la plantilla.',
} as const;

export const LOCKS = {
  sold: 'Esta autoparte está vendida: ya no se puede editar.',
  role: 'Con tu rol no puedes editar esta autoparte en su estatus actual.',
  listedStore: 'La autoparte ya está publicada: solo un superadministrador puede cambiar la tienda.',
  // The reason for Posición and Lado turned off by the category: positionSideOffReason (domain).
  shipping: (allowed: string) => `Para esta autoparte solo aplica el envío: ${allowed}.`,
} as const;
