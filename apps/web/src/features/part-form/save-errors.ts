import type { RefObject } from 'react';
import { ApiError, type FieldErrors } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { TOASTS } from './messages';

/** Fields the form shows under an input; a 422 on any other field is shown as a toast. */
const SHOWN_FIELDS = new Set([
  'name',
  'description',
  'autopart_number',
  'category_id',
  'make_id',
  'model_id',
  'years',
  'condition_id',
  'origin_id',
  'position_id',
  'side_id',
  'location_id',
  'bulb_tech_id',
  'bulb_pos_id',
  'includes_mirror',
  'quality',
  'sale_price',
  'status_id',
  'store_ml_id',
  'shipping_type_id',
]);

/**
 * Tells why a save failed: a 409 shows the conflict alert (scrolled to, at the top of the form), a
 * 422 marks the fields and toasts what no field shows, anything else is a toast.
 */
export function showSaveError(
  error: unknown,
  form: {
    setErrors: (errors: FieldErrors) => Record<string, string>;
    setConflict: (message: string) => void;
    conflictRef: RefObject<HTMLDivElement | null>;
  },
) {
  if (!(error instanceof ApiError)) {
    notifyError('No se pudo guardar la autoparte.');
    return;
  }
  if (error.status === 409) {
    form.setConflict(error.message);
    notifyError(error.message);
    // The alert sits at the top; Guardar is usually pressed at the bottom of the form.
    requestAnimationFrame(() =>
      form.conflictRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
    return;
  }
  if (error.status === 422) {
    const shown = form.setErrors(error.errors);
    const hidden = Object.entries(shown).filter(([field]) => !SHOWN_FIELDS.has(field));
    notifyError(hidden.length > 0 ? hidden.map(([, message]) => message).join(' ') : TOASTS.checkFields);
    return;
  }
  notifyError(error.message);
}
