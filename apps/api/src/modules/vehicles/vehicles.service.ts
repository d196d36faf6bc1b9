import {
  checkVin,
  decodeVin,
  isPositionDisabled,
  isSideDisabled,
  normalizeVin,
  parseId,
  referenceKey,
  vehicleCode,
} from '@yonke/domain';
import type {
  ChecklistTemplateInput,
  ChecklistTemplateView,
  PartDonor,
  VehicleAcquisition,
  VehicleCostInput,
  VehicleCreatePartsInput,
  VehicleDetail,
  VehicleInput,
  VehicleSort,
  VehicleStatus,
  VehicleSummary,
  VinLookup,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { mediaUrl } from '../../lib/media.ts';
import { deleteStoredFiles } from '../../lib/stored-images.ts';
import { insertPartWithFormRules } from '../parts/part-form.service.ts';
import { recordPartActivity } from '../parts/parts.service.ts';
import { createVehiclePhotosService } from './vehicle-photos.service.ts';
import * as queries from './vehicles.queries.ts';

export const VEHICLE_MESSAGES = {
  notFound: 'El vehículo no existe o no pertenece a tu empresa.',
  costNotFound: 'El costo no existe.',
  hasParts:
    'No es posible eliminar un vehículo que tiene autopartes registradas. Puedes archivarlo para quitarlo de la lista.',
  unknownMake: 'La marca elegida no existe.',
  modelOfOtherMake: 'El modelo no corresponde a la marca elegida.',
  location: 'La ubicación no existe o no pertenece a tu empresa.',
  itemNotInChecklist: 'Alguna de las piezas marcadas no es de la lista de este vehículo.',
  archived: 'El vehículo está archivado: reactívalo para crear autopartes.',
  activity: (id: number) => `Autoparte creada desde el vehículo ${vehicleCode(id)}`,
  linked: (id: number) => `Vinculada al vehículo ${vehicleCode(id)}`,
  unlinked: (id: number) => `Desvinculada del vehículo ${vehicleCode(id)}`,
  partNotFound: 'La autoparte no existe o no pertenece a tu empresa.',
  templateCategory: (n: number) => `Pieza ${n}: la categoría no existe.`,
  templatePosition: (n: number) => `Pieza ${n}: esa posición no existe o la categoría no lleva posición.`,
  templateSide: (n: number) => `Pieza ${n}: ese lado no existe o la categoría no lleva lado.`,
  templateRepeated: (n: number) => `Pieza ${n}: está repetida en la lista.`,
  partOfOtherCompany: 'La autoparte y el vehículo deben ser de la misma empresa.',
} as const;

const LIST_LIMIT = 500;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

function summaryOf(row: queries.VehicleSummaryRow, seesCosts: boolean): VehicleSummary {
  const cost = money(row.purchaseCost + row.otherCosts);
  return {
    id: row.id,
    code: vehicleCode(row.id),
    vin: row.vin,
    make: { id: row.makeId, name: row.makeName },
    model: { id: row.modelId, name: row.modelName },
    year: row.year,
    status: row.status as VehicleStatus,
    acquisition: row.acquisition as VehicleAcquisition,
    created_at: iso(row.createdAt),
    days_in_yard: Math.max(0, row.daysInYard),
    archived: row.archivedAt !== null,
    cover_thumbnail: mediaUrl(row.coverThumbnailKey),
    counts: {
      pulled: row.pulled,
      sold: row.sold,
      available: row.available,
      missing: row.missing,
      stock_value: money(row.stockValue),
    },
    money: seesCosts
      ? {
          purchase_cost: money(row.purchaseCost),
          other_costs: money(row.otherCosts),
          cost,
          income: money(row.income),
          margin: money(row.income - cost),
        }
      : null,
  };
}

export function createVehiclesService(deps: AppDeps) {
  const { db, storage } = deps;
  const photos = createVehiclePhotosService(deps);
  const seesCosts = (user: SessionUser) => userCan(user, 'viewVehicleCosts');

  function assertAllowed(user: SessionUser) {
    if (!userCan(user, 'manageVehicles')) throw forbidden();
  }

  async function findInScope(user: SessionUser, id: number) {
    if (parseId(id) === null) throw notFound(VEHICLE_MESSAGES.notFound);
    const row = await queries.findVehicle(db, id, companyScope(user));
    if (!row) throw notFound(VEHICLE_MESSAGES.notFound);
    return row;
  }

  /** Make, model and location must exist and belong together and to the company. */
  async function checkReferences(input: VehicleInput, companyId: number, storedVin: string | null = null) {
    const errors: FieldErrors = {};
    // A check digit that does not compute is saved once the user confirms (ISO 3779 does not
    // require one; 1990s GM-Mexico trucks carry a letter there).
    if (input.vin && input.vin !== storedVin && !input.vin_confirmed) {
      const vin = checkVin(input.vin);
      if (vin.checkDigitMismatch) errors.vin = vin.warnings;
    }
    const [make, model] = await Promise.all([
      queries.findMake(db, input.make_id),
      queries.findModel(db, input.model_id),
    ]);
    if (!make) errors.make_id = [VEHICLE_MESSAGES.unknownMake];
    if (!model || model.makeId !== input.make_id) errors.model_id = [VEHICLE_MESSAGES.modelOfOtherMake];
    if (input.location_id !== null) {
      const location = await queries.findLocation(db, input.location_id);
      if (!location || location.companyId !== companyId) errors.location_id = [VEHICLE_MESSAGES.location];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  function columnsOf(input: VehicleInput) {
    return {
      vin: input.vin,
      makeId: input.make_id,
      modelId: input.model_id,
      year: input.year,
      version: input.version,
      engine: input.engine,
      transmission: input.transmission,
      color: input.color,
      kilometers: input.kilometers,
      acquisition: input.acquisition,
      purchaseDate: input.purchase_date,
      purchaseCost: input.purchase_cost,
      locationId: input.location_id,
      notes: input.notes,
      status: input.status,
    };
  }

  async function detail(user: SessionUser, id: number): Promise<VehicleDetail> {
    const row = await findInScope(user, id);
    const costs = seesCosts(user);
    const [costLines, checklist, partRows, same, images] = await Promise.all([
      costs ? queries.listCosts(db, id) : Promise.resolve(null),
      queries.checklistOf(db, id, row.checklistTemplateId),
      queries.partsOfVehicle(db, id),
      row.vin ? queries.sameVin(db, row.companyId, row.vin, id) : Promise.resolve([]),
      photos.list(id),
    ]);
    return {
      ...summaryOf(row, costs),
      version: row.version,
      engine: row.engine,
      transmission: row.transmission,
      color: row.color,
      kilometers: row.kilometers,
      purchase_date: row.purchaseDate,
      purchase_cost: costs ? money(row.purchaseCost) : null,
      location: row.locationId !== null ? { id: row.locationId, name: row.locationName ?? '' } : null,
      notes: row.notes,
      costs:
        costLines?.map((line) => ({
          id: line.id,
          concept: line.concept,
          amount: money(line.amount),
          created_at: iso(line.createdAt),
        })) ?? null,
      checklist: checklist.map((item) => ({
        id: item.id,
        category: { id: item.categoryId, name: item.categoryName },
        position: item.positionId !== null ? { id: item.positionId, name: item.positionName ?? '' } : null,
        side: item.sideId !== null ? { id: item.sideId, name: item.sideName ?? '' } : null,
        part:
          item.partId !== null
            ? { id: item.partId, name: item.partName ?? '', status_id: item.partStatusId ?? 0 }
            : null,
      })),
      parts: partRows.map((part) => ({
        id: part.id,
        name: part.name,
        status_id: part.statusId,
        sale_price: part.salePrice,
        final_price: part.finalPrice,
      })),
      images,
      vin_warnings: row.vin ? checkVin(row.vin).warnings : [],
      same_vin: same.map((other) => ({ id: other.id, code: vehicleCode(other.id) })),
    };
  }

  async function lockInScope(tx: Executor, user: SessionUser, id: number) {
    if (parseId(id) === null) throw notFound(VEHICLE_MESSAGES.notFound);
    const row = await queries.lockVehicle(tx, id);
    const scopeId = companyScope(user);
    if (!row || (scopeId !== null && row.companyId !== scopeId)) throw notFound(VEHICLE_MESSAGES.notFound);
    return row;
  }

  return {
    async list(
      user: SessionUser,
      filter: { sort: VehicleSort; archived: boolean; vin?: string },
    ): Promise<VehicleSummary[]> {
      assertAllowed(user);
      const rows = await queries.listVehicles(db, {
        companyId: companyScope(user),
        archived: filter.archived,
        // Sorting by margin would reveal costs: a role without them gets the newest first.
        sort: filter.sort === 'margin' && !seesCosts(user) ? 'recent' : filter.sort,
        vinTail: filter.vin ? normalizeVin(filter.vin) : undefined,
        limit: LIST_LIMIT,
      });
      return rows.map((row) => summaryOf(row, seesCosts(user)));
    },

    async get(user: SessionUser, id: number): Promise<VehicleDetail> {
      assertAllowed(user);
      return detail(user, id);
    },

    async create(user: SessionUser, input: VehicleInput): Promise<VehicleDetail> {
      assertAllowed(user);
      const companyId = user.companyId;
      await checkReferences(input, companyId);
      const id = await db.transaction(async (tx) => {
        const checklistTemplateId = await queries.currentTemplateId(tx, companyId);
        return queries.insertVehicle(tx, {
          ...columnsOf(input),
          companyId,
          checklistTemplateId,
          createdBy: user.id,
        });
      });
      return detail(user, id);
    },

    async update(user: SessionUser, id: number, input: VehicleInput): Promise<VehicleDetail> {
      assertAllowed(user);
      const current = await findInScope(user, id);
      await checkReferences(input, current.companyId, current.vin);
      // A role without costs keeps the stored purchase cost whatever the body says.
      const { purchaseCost: _hidden, ...withoutCost } = columnsOf(input);
      await db.transaction((tx) =>
        queries.updateVehicle(tx, id, seesCosts(user) ? columnsOf(input) : withoutCost),
      );
      return detail(user, id);
    },

    async archive(user: SessionUser, id: number, archived: boolean): Promise<VehicleDetail> {
      assertAllowed(user);
      await db.transaction(async (tx) => {
        await lockInScope(tx, user, id);
        await queries.setArchived(tx, id, archived);
      });
      return detail(user, id);
    },

    /** Refused while any part points at the vehicle (deleted ones included); archive instead. */
    async destroy(user: SessionUser, id: number): Promise<void> {
      assertAllowed(user);
      const files = await db.transaction(async (tx) => {
        await lockInScope(tx, user, id);
        if ((await queries.countLinkedParts(tx, id)) > 0) {
          throw validationFailed({ vehicle: [VEHICLE_MESSAGES.hasParts] });
        }
        return queries.deleteVehicle(tx, id);
      });
      // After the commit: a rolled-back delete keeps its photos.
      await deleteStoredFiles(storage, files);
    },

    async addCost(user: SessionUser, id: number, input: VehicleCostInput): Promise<VehicleDetail> {
      assertAllowed(user);
      if (!seesCosts(user)) throw forbidden();
      await db.transaction(async (tx) => {
        await lockInScope(tx, user, id);
        await queries.insertCost(tx, { vehicleId: id, ...input, createdBy: user.id });
      });
      return detail(user, id);
    },

    async removeCost(user: SessionUser, id: number, costId: number): Promise<VehicleDetail> {
      assertAllowed(user);
      if (!seesCosts(user)) throw forbidden();
      await db.transaction(async (tx) => {
        await lockInScope(tx, user, id);
        if (!(await queries.deleteCost(tx, id, costId))) throw notFound(VEHICLE_MESSAGES.costNotFound);
      });
      return detail(user, id);
    },

    /**
     * Crear autopartes: one part per ticked checklist item, through the part form's rules, all
     * in one transaction. The vehicle row is locked first, so a second request (double click)
     * waits, then finds its items taken and creates nothing; the (vehicle, item) key backs it.
     */
    async createParts(
      user: SessionUser,
      id: number,
      input: VehicleCreatePartsInput,
    ): Promise<{ created: number[]; skipped: number; vehicle: VehicleDetail }> {
      assertAllowed(user);
      if (!userCan(user, 'viewInventory')) throw forbidden();
      const created = await db.transaction(async (tx) => {
        const locked = await lockInScope(tx, user, id);
        const vehicle = await queries.findVehicle(tx, id, null);
        if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
        if (vehicle.archivedAt !== null) throw validationFailed({ vehicle: [VEHICLE_MESSAGES.archived] });
        const wanted = [...new Set(input.item_ids)];
        const items = await queries.templateItems(tx, vehicle.checklistTemplateId, wanted);
        if (items.length !== wanted.length) {
          throw validationFailed({ item_ids: [VEHICLE_MESSAGES.itemNotInChecklist] });
        }
        if (input.location_id !== null) {
          const location = await queries.findLocation(tx, input.location_id);
          if (!location || location.companyId !== locked.companyId) {
            throw validationFailed({ location_id: [VEHICLE_MESSAGES.location] });
          }
        }
        const taken = await queries.takenItems(tx, id);
        const ids: number[] = [];
        for (const item of items) {
          if (taken.has(item.id)) continue;
          const partId = await insertPartWithFormRules(
            tx,
            user,
            locked.companyId,
            {
              category_id: item.categoryId,
              make_id: vehicle.makeId,
              model_id: vehicle.modelId,
              years: [vehicle.year],
              position_id: item.positionId,
              side_id: item.sideId,
              location_id: input.location_id,
            },
            VEHICLE_MESSAGES.activity(id),
          );
          await queries.linkChecklistPart(tx, { vehicleId: id, templateItemId: item.id, partId });
          ids.push(partId);
        }
        return ids;
      });
      const vehicle = await detail(user, id);
      return { created, skipped: input.item_ids.length - created.length, vehicle };
    },

    /** VIN typed or scanned: what the offline rules decode, mapped to our makes, and repeats. */
    async lookupVin(user: SessionUser, raw: string): Promise<VinLookup> {
      assertAllowed(user);
      const decoded = decodeVin(raw);
      let make: VinLookup['make'] = null;
      if (decoded.make) {
        const key = referenceKey(decoded.make);
        const rows = await queries.allMakes(db);
        const found = rows.find(
          (row) =>
            referenceKey(row.name) === key || row.variants.some((variant) => referenceKey(variant) === key),
        );
        if (found) make = { id: found.id, name: found.name };
      }
      const same = decoded.valid ? await queries.sameVin(db, user.companyId, decoded.vin) : [];
      const missing: string[] = [];
      if (!make) missing.push('make');
      missing.push('model');
      if (decoded.year === null) missing.push('year');
      return {
        vin: decoded.vin,
        valid: decoded.valid,
        errors: decoded.errors,
        warnings: decoded.warnings,
        check_digit_mismatch: decoded.checkDigitMismatch,
        suggestion: decoded.suggestion,
        manufacturer: decoded.manufacturer,
        country: decoded.country,
        make,
        year: decoded.year,
        missing,
        same_vin: same.map((other) => ({ id: other.id, code: vehicleCode(other.id) })),
      };
    },

    /** The donor shown on a part's screens: code, VIN's last 8 and intake date; null when none. */
    async donorOfPart(user: SessionUser, partId: number): Promise<PartDonor | null> {
      if (parseId(partId) === null) throw notFound(VEHICLE_MESSAGES.partNotFound);
      const row = await queries.partWithDonor(db, partId);
      if (!row || !inCompanyScope(user, row.companyId)) throw notFound(VEHICLE_MESSAGES.partNotFound);
      if (row.vehicleId === null || row.createdAt === null) return null;
      return {
        id: row.vehicleId,
        code: vehicleCode(row.vehicleId),
        title: `${row.makeName ?? ''} ${row.modelName ?? ''} ${row.year ?? ''}`.trim(),
        vin_tail: row.vin ? row.vin.slice(-8) : null,
        intake_date: iso(row.createdAt),
      };
    },

    /** A part made from the part form joins a vehicle (or leaves it with vehicleId null). */
    async linkPart(user: SessionUser, partId: number, vehicleId: number | null): Promise<PartDonor | null> {
      assertAllowed(user);
      if (!userCan(user, 'editParts')) throw forbidden();
      await db.transaction(async (tx) => {
        const part = await queries.lockPart(tx, partId);
        if (!part || !inCompanyScope(user, part.companyId)) throw notFound(VEHICLE_MESSAGES.partNotFound);
        if (vehicleId !== null) {
          const vehicle = await lockInScope(tx, user, vehicleId);
          if (vehicle.companyId !== part.companyId) {
            throw validationFailed({ vehicle_id: [VEHICLE_MESSAGES.partOfOtherCompany] });
          }
        }
        if (part.vehicleId === vehicleId) return;
        await queries.setPartVehicle(tx, partId, vehicleId, user.id);
        const lines: string[] = [];
        if (part.vehicleId !== null) lines.push(VEHICLE_MESSAGES.unlinked(part.vehicleId));
        if (vehicleId !== null) lines.push(VEHICLE_MESSAGES.linked(vehicleId));
        await recordPartActivity(tx, partId, user.id, lines);
      });
      return this.donorOfPart(user, partId);
    },

    /** The checklist new vehicles of the user's company get. */
    async template(user: SessionUser): Promise<ChecklistTemplateView> {
      assertAllowed(user);
      const templateId = await queries.currentTemplateId(db, user.companyId);
      const items = await queries.templateItemsWithNames(db, templateId);
      return {
        own: templateId !== queries.DEFAULT_TEMPLATE_ID,
        items: items.map((item) => ({
          category: { id: item.categoryId, name: item.categoryName },
          position: item.positionId !== null ? { id: item.positionId, name: item.positionName ?? '' } : null,
          side: item.sideId !== null ? { id: item.sideId, name: item.sideName ?? '' } : null,
        })),
      };
    },

    /**
     * A new version of the company's checklist, checked like the part form checks a part (the
     * category's position and side rules), so every item can become a part. Vehicles already
     * registered keep the version they came with.
     */
    async saveTemplate(user: SessionUser, input: ChecklistTemplateInput): Promise<ChecklistTemplateView> {
      assertAllowed(user);
      if (!userCan(user, 'adminSupervisorFields')) throw forbidden();
      const items = input.items;
      const [categories, positions, sides] = await Promise.all([
        queries.existingReferenceIds(
          db,
          'categories',
          items.map((i) => i.category_id),
        ),
        queries.existingReferenceIds(
          db,
          'positions',
          items.flatMap((i) => (i.position_id ? [i.position_id] : [])),
        ),
        queries.existingReferenceIds(
          db,
          'sides',
          items.flatMap((i) => (i.side_id ? [i.side_id] : [])),
        ),
      ]);
      const messages: string[] = [];
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const n = index + 1;
        if (!categories.has(item.category_id)) messages.push(VEHICLE_MESSAGES.templateCategory(n));
        if (item.position_id && (!positions.has(item.position_id) || isPositionDisabled(item.category_id)))
          messages.push(VEHICLE_MESSAGES.templatePosition(n));
        if (item.side_id && (!sides.has(item.side_id) || isSideDisabled(item.category_id)))
          messages.push(VEHICLE_MESSAGES.templateSide(n));
        const key = `${item.category_id}-${item.position_id ?? ''}-${item.side_id ?? ''}`;
        if (seen.has(key)) messages.push(VEHICLE_MESSAGES.templateRepeated(n));
        seen.add(key);
      });
      if (messages.length > 0) throw validationFailed({ items: messages });
      await db.transaction((tx) =>
        queries.replaceCompanyTemplate(
          tx,
          user.companyId,
          items.map((item) => ({
            categoryId: item.category_id,
            positionId: item.position_id ?? null,
            sideId: item.side_id ?? null,
          })),
        ),
      );
      return this.template(user);
    },

    async forLabel(user: SessionUser, id: number) {
      assertAllowed(user);
      const row = await findInScope(user, id);
      return {
        id: row.id,
        code: vehicleCode(row.id),
        title: `${row.makeName} ${row.modelName} ${row.year}`,
        vin: row.vin,
      };
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
