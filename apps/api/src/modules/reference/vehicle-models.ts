import { normalizeSearchText } from '@yonke/domain';
import {
  VEHICLE_MODEL_MESSAGES,
  type VehicleModel,
  type VehicleModelCreateBody,
} from '@yonke/domain/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { makes, models, searchTerms } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/context.ts';
import { forbidden, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';

/**
 * Models a yard adds take ids from here up: the seeded list (data/makes.json) keeps growing with
 * fixed ids below it, and its upsert by id must never rename a yard's model.
 */
export const ADDED_MODEL_FIRST_ID = 1_000_000;

/**
 * POST /api/models/store: roles 1, 2 and 5 add a model missing from the list, with its years.
 * Models are shared reference data (a make's model is the same car in every yard), so a name the
 * make already has, written any way, is refused rather than added twice.
 */
export async function addVehicleModel(
  db: Database,
  user: SessionUser,
  body: VehicleModelCreateBody,
): Promise<VehicleModel> {
  if (!userCan(user, 'addVehicleModels')) throw forbidden();
  const created = await db.transaction(async (tx) => {
    // One adder at a time: the next id and the duplicate check must see each other's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yonke:add-model'))`);
    const [make] = await tx.select({ id: makes.id }).from(makes).where(eq(makes.id, body.make_id));
    if (!make) throw validationFailed({ make_id: [VEHICLE_MODEL_MESSAGES.makeUnknown] });
    const words = normalizeSearchText(body.name);
    const existing = await tx
      .select({ name: models.name, variants: models.variants })
      .from(models)
      .where(eq(models.makeId, body.make_id));
    const taken = existing.some((model) =>
      [model.name, ...model.variants].some((name) => normalizeSearchText(name) === words),
    );
    if (taken) throw validationFailed({ name: [VEHICLE_MODEL_MESSAGES.duplicate] });
    const [next] = await tx
      .select({ id: sql<number>`greatest(coalesce(max(${models.id}), 0) + 1, ${ADDED_MODEL_FIRST_ID})::int` })
      .from(models)
      .where(sql`${models.id} >= ${ADDED_MODEL_FIRST_ID}`);
    const id = next?.id ?? ADDED_MODEL_FIRST_ID;
    await tx.insert(models).values({
      id,
      makeId: body.make_id,
      name: body.name,
      variants: [],
      yearFrom: body.year_from,
      yearTo: body.year_to,
      searchWords: words,
    });
    // The spelling dictionary of the search learns the new name's words too.
    const terms = words.split(' ').filter((word) => word.length >= 3);
    if (terms.length > 0) {
      await tx
        .insert(searchTerms)
        .values(terms.map((term) => ({ term })))
        .onConflictDoNothing();
    }
    return { id, name: body.name, make_id: body.make_id, year_from: body.year_from, year_to: body.year_to };
  });
  logger.info({ modelId: created.id, makeId: created.make_id, userId: user.id }, 'modelo agregado');
  return created;
}
