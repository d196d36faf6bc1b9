import { canEditPart, compatKeys, dedupeCompatRows, isPublicHttpsUrl } from '@yonke/domain';
import type {
  CompatUpdate,
  MlCategoryMapping,
  MlRequirements,
  PartCompatibilities,
} from '@yonke/domain/schemas';
import { COMPAT_MESSAGES } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient, MlHttpError } from '../../lib/ml-client.ts';
import * as queries from './catalog.queries.ts';
import { createCatalogService, ListingRefusedError } from './catalog.service.ts';
import { publicBase } from './listing-terms.ts';

export const COMPAT_NOT_FOUND = 'La autoparte no existe.';
export const CATEGORY_NOT_FOUND = 'La categoría no existe.';

/**
 * Duplicar (docs/product.md §10, compatibilities; domain rules, "Duplicating a part"): the copy
 * fits the same vehicles, written with the search text and filter keys they feed, inside the
 * caller's transaction. The marketplace's verdicts stay with the original listing.
 */
export async function copyCompatibilities(tx: Executor, fromPartId: number, toPartId: number) {
  const rows = (await queries.listCompatibilities(tx, fromPartId)).map((row) => ({
    make_id: row.makeId,
    model_id: row.modelId,
    year_from: row.yearFrom,
    year_to: row.yearTo,
  }));
  if (rows.length > 0) await writeCompatibilities(tx, toPartId, rows);
}

/** A part's vehicles replaced by `rows`, with the filter keys the search reads (migration 0015). */
async function writeCompatibilities(
  tx: Executor,
  partId: number,
  rows: { make_id: number; model_id: number; year_from: number; year_to: number }[],
) {
  await queries.replaceCompatibilities(
    tx,
    partId,
    rows.map((row) => ({
      makeId: row.make_id,
      modelId: row.model_id,
      yearFrom: row.year_from,
      yearTo: row.year_to,
    })),
    compatKeys(rows),
  );
}

/** Asks the part's listing to follow a change; true when the marketplace accepted it in time. */
export type RequestListingSync = (deps: AppDeps, partId: number) => Promise<boolean>;

// Extra compatible vehicles of a part, the marketplace requirements the part form shows, and the
// category mapping screen (docs/product.md §10, compatibilities). The listing sync is handed in by
// the marketplace module: the listings module builds on the catalogue, so the catalogue cannot
// import it back.
export function createCompatService(deps: AppDeps, requestListingSync: RequestListingSync) {
  const { db } = deps;
  const catalog = deps.config.ml.clientId ? createCatalogService(deps, createMlClient(deps.config)) : null;

  async function answer(partId: number): Promise<PartCompatibilities> {
    const rows = await queries.listCompatibilities(db, partId);
    const ml = await queries.findMlResults(db, partId);
    return {
      compatibilities: rows.map((row) => ({
        id: row.id,
        make: { id: row.makeId, name: row.makeName },
        model: { id: row.modelId, name: row.modelName },
        year_from: row.yearFrom,
        year_to: row.yearTo,
      })),
      ml: ml ? { ml_id: ml.mlId, updated_at: ml.updatedAt.toISOString(), results: ml.results } : null,
    };
  }

  return {
    async get(user: SessionUser, partId: number): Promise<PartCompatibilities> {
      const part = await queries.findPartScope(db, partId);
      if (!part || part.deletedAt || !inCompanyScope(user, part.companyId)) throw notFound(COMPAT_NOT_FOUND);
      return answer(partId);
    },

    async replace(user: SessionUser, partId: number, input: CompatUpdate): Promise<PartCompatibilities> {
      if (!userCan(user, 'editParts')) throw forbidden();
      const rows = dedupeCompatRows(input.compatibilities);
      await db.transaction(async (tx) => {
        // Locked so two saves of one part (a double click) apply one after the other.
        const part = await queries.lockPart(tx, partId);
        if (!part || part.deletedAt || !inCompanyScope(user, part.companyId))
          throw notFound(COMPAT_NOT_FOUND);
        if (!canEditPart(user.roles, part.statusId))
          throw forbidden('No puedes editar esta autoparte en su estatus actual.');
        const known = await queries.modelsOfMakes(
          tx,
          rows.map((row) => ({ makeId: row.make_id, modelId: row.model_id })),
        );
        const errors: Record<string, string[]> = {};
        rows.forEach((row, index) => {
          if (!known.has(`${row.make_id}:${row.model_id}`))
            errors[`compatibilities.${index}.model_id`] = [COMPAT_MESSAGES.modelOfMake];
        });
        if (Object.keys(errors).length > 0) throw validationFailed(errors);
        await writeCompatibilities(tx, partId, rows);
      });
      // A listed part sends its new vehicles; the rows are saved whatever the marketplace says.
      const sync = await requestListingSync(deps, partId);
      return { ...(await answer(partId)), sync };
    },

    /** What a category needs before a listing (the part form's warning); never throws for ML trouble. */
    async requirements(categoryId: number): Promise<MlRequirements> {
      const none = {
        ml_category_id: null,
        ml_category_name: null,
        required_attributes: [],
        compatibilities_required: false,
      };
      if (!catalog) return { available: false, ...none, message: null };
      const category = await queries.findCategory(db, categoryId);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      try {
        const info = await catalog.listingCategory({ categoryId, categoryName: category.name });
        // Public resources of the marketplace: asked without a seller's token.
        const rules = await catalog.listingTypeRules(undefined, info.mlCategoryId, 1);
        return {
          available: true,
          ml_category_id: info.mlCategoryId,
          ml_category_name: info.mlCategoryName,
          required_attributes: info.requiredAttributes,
          compatibilities_required: info.compatibility.required,
          message: null,
          requires_picture: rules.requiresPicture,
          minimum_price: rules.minimumPrice,
          pictures_public: isPublicHttpsUrl(publicBase(deps.config)),
          condition_values: info.conditionValues.map((value) => ({ id: value.id, name: value.name })),
        };
      } catch (error) {
        if (error instanceof ListingRefusedError) return { available: true, ...none, message: error.message };
        if (!(error instanceof MlHttpError))
          logger.error({ err: error, categoryId }, 'ml requirements failed');
        return {
          available: false,
          ...none,
          message: 'No se pudo consultar a Mercado Libre; se revisará al publicar.',
        };
      }
    },

    async listMappings(): Promise<MlCategoryMapping[]> {
      const rows = await queries.listCategoryMappings(db);
      return rows.map((row) => ({
        category: { id: row.id, name: row.name },
        ml_category_id: row.mlCategoryId ?? (row.source ? null : row.seedMlId),
        ml_category_name: row.mlCategoryName,
        source: (row.source as 'discovery' | 'manual' | null) ?? (row.seedMlId ? 'seed' : 'none'),
        updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
      }));
    },

    async updateMapping(
      user: SessionUser,
      categoryId: number,
      mlCategoryId: string | null,
    ): Promise<MlCategoryMapping> {
      const category = await queries.findCategory(db, categoryId);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      await queries.saveCategoryMapping(db, {
        categoryId,
        mlCategoryId,
        mlCategoryName: null,
        source: 'manual',
        updatedBy: user.id,
      });
      const row = (await this.listMappings()).find((entry) => entry.category.id === categoryId);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return row;
    },
  };
}
