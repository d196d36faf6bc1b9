import { COMPANY_SLUG_MESSAGES, cataloguePath, companySlugError, companySlugFromName } from '@yonke/domain';
import type { CatalogueSettings, CatalogueSettingsBody } from '@yonke/domain/schemas';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import * as queries from './public-pages.queries.ts';
import { cleanText } from './public-pages.templates.ts';

export const CITY_MAX_LENGTH = 80;

export const SETTINGS_MESSAGES = {
  companyNotFound: 'No encontramos la empresa.',
  cityTooLong: `La ciudad no puede tener más de ${CITY_MAX_LENGTH} caracteres.`,
  cityInvalid: 'La ciudad no puede contener saltos de línea ni caracteres de control.',
  slugNeeded: 'Para activar el catálogo escribe su dirección.',
} as const;

/** The settings body and answer (@yonke/domain/schemas). */
export type CatalogueSettingsInput = Pick<CatalogueSettingsBody, 'slug' | 'city'> & {
  public_catalogue: boolean;
};
export type CatalogueSettingsResponse = CatalogueSettings;

function response(row: queries.CompanySettingsRow, base: string): CatalogueSettingsResponse {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    public_catalogue: row.publicCatalogue,
    suggested_slug: companySlugFromName(row.name),
    url: row.slug ? `${base}${cataloguePath(row.slug)}` : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

export function createCatalogueSettingsService({ db }: AppDeps, hooks: { onChange?: () => void } = {}) {
  function scope(user: SessionUser): number[] | 'all' {
    const companyId = companyScope(user);
    return companyId === null ? 'all' : [companyId];
  }

  return {
    async list(user: SessionUser, base: string) {
      if (!userCan(user, 'managePublicCatalogue')) throw forbidden();
      const rows = await queries.listCompanySettings(db, scope(user));
      return { data: rows.map((row) => response(row, base)) };
    },

    /** Role 1 any company, role 2 its own; another company answers like a missing one. */
    async update(user: SessionUser, id: number | null, input: CatalogueSettingsInput, base: string) {
      if (!userCan(user, 'managePublicCatalogue')) throw forbidden();
      if (id === null) throw notFound(SETTINGS_MESSAGES.companyNotFound);
      if (!inCompanyScope(user, id)) {
        throw notFound(SETTINGS_MESSAGES.companyNotFound);
      }
      const [existing] = await queries.listCompanySettings(db, [id]);
      if (!existing) throw notFound(SETTINGS_MESSAGES.companyNotFound);

      const errors: FieldErrors = {};
      const slug = (input.slug ?? '').trim().toLowerCase();
      const city = (input.city ?? '').replace(/\s+/g, ' ').trim();
      if (slug !== '' || input.public_catalogue) {
        const problem =
          slug === '' && input.public_catalogue ? SETTINGS_MESSAGES.slugNeeded : companySlugError(slug);
        if (problem) errors.slug = [problem];
      }
      if (/\p{Cc}/u.test(input.city ?? '') || city !== cleanText(city)) {
        errors.city = [SETTINGS_MESSAGES.cityInvalid];
      } else if (city.length > CITY_MAX_LENGTH) {
        errors.city = [SETTINGS_MESSAGES.cityTooLong];
      }
      if (!errors.slug && slug !== '') {
        const owner = await queries.findCompanyBySlug(db, slug);
        if (owner && owner.id !== id) errors.slug = [COMPANY_SLUG_MESSAGES.taken];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      try {
        const row = await queries.updateCompanySettings(db, id, {
          slug: slug === '' ? null : slug,
          city: city === '' ? null : city,
          publicCatalogue: input.public_catalogue,
        });
        if (!row) throw notFound(SETTINGS_MESSAGES.companyNotFound);
        hooks.onChange?.();
        return response(row, base);
      } catch (error) {
        // Two companies saving the same slug at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) throw validationFailed({ slug: [COMPANY_SLUG_MESSAGES.taken] });
        throw error;
      }
    },
  };
}
