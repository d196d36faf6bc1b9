import { z } from 'zod';
import { MAX_ID } from '../limits.ts';
import { YEAR_MIN } from '../years.ts';

// A vehicle model a yard adds from the part form when the reference list lacks it.

export const MODEL_NAME_MAX = 40;

/** The newest model year a yard can add: next year's models are on sale from mid-year. */
export function latestModelYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

export const VEHICLE_MODEL_MESSAGES = {
  make: 'Elige la marca del modelo.',
  makeUnknown: 'La marca seleccionada no existe.',
  name: `Escribe el nombre del modelo (de 1 a ${MODEL_NAME_MAX} caracteres).`,
  nameChars: 'El nombre solo puede llevar letras, números, espacios, guiones, puntos y diagonales.',
  duplicate: 'Ese modelo ya existe para esta marca: elígelo en la lista.',
  years: (latest: number) => `Los años deben ir de ${YEAR_MIN} a ${latest}.`,
  order: 'El año inicial no puede ser posterior al final.',
} as const;

const year = (latest: number) =>
  z
    .number({ error: VEHICLE_MODEL_MESSAGES.years(latest) })
    .int(VEHICLE_MODEL_MESSAGES.years(latest))
    .min(YEAR_MIN, VEHICLE_MODEL_MESSAGES.years(latest))
    .max(latest, VEHICLE_MODEL_MESSAGES.years(latest));

export function vehicleModelCreateSchema(now = new Date()) {
  const latest = latestModelYear(now);
  return z
    .object({
      make_id: z.number({ error: VEHICLE_MODEL_MESSAGES.make }).int().min(1).max(MAX_ID),
      name: z
        .string({ error: VEHICLE_MODEL_MESSAGES.name })
        .transform((value) => value.replace(/\s+/g, ' ').trim())
        .pipe(
          z
            .string()
            .min(1, VEHICLE_MODEL_MESSAGES.name)
            .max(MODEL_NAME_MAX, VEHICLE_MODEL_MESSAGES.name)
            .regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u, VEHICLE_MODEL_MESSAGES.nameChars),
        ),
      year_from: year(latest),
      year_to: year(latest),
    })
    .refine((body) => body.year_from <= body.year_to, {
      error: VEHICLE_MODEL_MESSAGES.order,
      path: ['year_to'],
    });
}

export const vehicleModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  make_id: z.number().int(),
  year_from: z.number().int(),
  year_to: z.number().int(),
});

export type VehicleModelCreateBody = z.infer<ReturnType<typeof vehicleModelCreateSchema>>;
export type VehicleModel = z.infer<typeof vehicleModelSchema>;
