import type { Part } from '@yonke/domain/schemas';
import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../../../lib/api-client';
import {
  changedFields,
  changeValue,
  EMPTY_VALUES,
  type FormField,
  type FormValues,
  type NameLookup,
  valuesFromPart,
} from '../form-values';

/**
 * The values on screen, the saved values they are compared with, the version the edit is based
 * on (optimistic locking) and the first server message of each field.
 */
export function usePartFormState(part: Part | null, names: NameLookup) {
  const [baseline, setBaseline] = useState<FormValues>(() => (part ? valuesFromPart(part) : EMPTY_VALUES));
  const [values, setValues] = useState<FormValues>(baseline);
  const [version, setVersion] = useState(part?.version ?? 0);
  const [errors, setErrorMap] = useState<Record<string, string>>({});

  const set = useCallback(
    <K extends FormField>(field: K, value: FormValues[K]) => {
      setValues((current) => changeValue(current, field, value, names));
      setErrorMap((current) => {
        if (!(field in current)) return current;
        const { [field]: _removed, ...rest } = current;
        return rest;
      });
    },
    [names],
  );

  /** A saved or freshly loaded part: the form starts over from it. */
  const load = useCallback((next: Part) => {
    const loaded = valuesFromPart(next);
    setBaseline(loaded);
    setValues(loaded);
    setVersion(next.version);
    setErrorMap({});
  }, []);

  /**
   * «Guardar y capturar otra»: a new, empty part that keeps the vehicle, years, location,
   * condition and origin of the one just saved (the next part usually comes off the same car).
   */
  const startAnother = useCallback((saved: FormValues) => {
    const next: FormValues = {
      ...EMPTY_VALUES,
      make_id: saved.make_id,
      model_id: saved.model_id,
      years: saved.years,
      location_id: saved.location_id,
      condition_id: saved.condition_id,
      origin_id: saved.origin_id,
    };
    setBaseline(next);
    setValues(next);
    setVersion(0);
    setErrorMap({});
  }, []);

  const setErrors = useCallback((fieldErrors: FieldErrors) => {
    const first: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      // "years.1" is the years field; "marketplace_account_id" is the store selector.
      const key = field === 'marketplace_account_id' ? 'store_ml_id' : (field.split('.')[0] ?? field);
      if (messages[0] && !(key in first)) first[key] = messages[0];
    }
    setErrorMap(first);
    return first;
  }, []);

  const dirty = useMemo(() => changedFields(baseline, values).length > 0, [baseline, values]);

  return { values, baseline, version, errors, dirty, set, load, setErrors, startAnother };
}

export type PartFormState = ReturnType<typeof usePartFormState>;
