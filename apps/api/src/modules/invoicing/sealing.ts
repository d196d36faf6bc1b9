import { withSeal } from '@yonke/domain/cfdi';
import type { AppDeps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
// The token cipher of the marketplace module (AES-256-GCM under SECRET_KEY), reused as it is.
import { decryptSecret, encryptSecret } from '../../lib/secrets.ts';
import { sealCadena } from './csd.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import { cadenaOriginal, validateCfdi } from './sat-resources.ts';

// How every CFDI of the company is sealed, whatever it is (an invoice, a global invoice, a credit
// note, a payment complement, a replacement): the profile it is issued under, the CSD decrypted
// for the one seal, the document's header naming that CSD, and the seal itself, checked against
// the SAT's schema before anything is stored.

/** A CSD ready to sign: the certificate, its private key and the key's password. */
export interface CsdCredential {
  cer: Buffer;
  key: Buffer;
  password: string;
}

const keyContext = (companyId: number) => `fiscal_profile:${companyId}:csd-key`;
const passwordContext = (companyId: number) => `fiscal_profile:${companyId}:csd-password`;

/** The CSD's key and password as the fiscal profile stores them, each under its own context. */
export function encryptCsd(
  config: AppDeps['config'],
  companyId: number,
  credential: { key: Buffer; password: string },
) {
  return {
    keyEncrypted: encryptSecret(config, credential.key.toString('base64'), keyContext(companyId)),
    passwordEncrypted: encryptSecret(config, credential.password, passwordContext(companyId)),
  };
}

/** A profile a document may be issued under: refused without one or with an expired CSD. */
export function issuingProfileOf(profile: queries.ProfileRow | undefined): queries.ProfileRow {
  if (!profile) throw new AppError(409, INVOICING_MESSAGES.noProfile);
  if (profile.csdValidTo && profile.csdValidTo.getTime() < Date.now())
    throw new AppError(409, INVOICING_MESSAGES.csdExpired);
  return profile;
}

/** The fields every document of the company carries: series and folio, date, place, CSD, issuer. */
export function documentHeader(
  profile: queries.ProfileRow,
  credential: { cer: Buffer },
  folioNumber: number,
  date: string,
) {
  return {
    series: profile.series,
    folio: String(folioNumber),
    date,
    placeOfIssue: profile.postalCode,
    certificateNumber: profile.csdCertificateNumber ?? '',
    certificate: credential.cer.toString('base64'),
    issuer: { rfc: profile.rfc, name: profile.legalName, regime: profile.taxRegime },
  };
}

export function createSealing({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  return {
    /** The company's profile to issue with: refused without one or with an expired CSD. */
    async issuingProfile(companyId: number): Promise<queries.ProfileRow> {
      return issuingProfileOf(await queries.findProfile(db, companyId));
    },

    /** The profile's CSD, decrypted for one seal (or one cancellation) and never kept. */
    credential(profile: queries.ProfileRow): CsdCredential {
      if (!profile.csdCertificate || !profile.csdKeyEncrypted || !profile.csdPasswordEncrypted) {
        throw new AppError(409, INVOICING_MESSAGES.noCsd);
      }
      return {
        cer: profile.csdCertificate,
        key: Buffer.from(
          decryptSecret(config, profile.csdKeyEncrypted, keyContext(profile.companyId)),
          'base64',
        ),
        password: decryptSecret(config, profile.csdPasswordEncrypted, passwordContext(profile.companyId)),
      };
    },

    /**
     * Seals a built CFDI (its Sello empty, its header from documentHeader): the cadena comes from
     * the SAT's XSLT, and the result must validate against the SAT's schema. `context` names the
     * document in the log when it does not, which is a defect of ours, never of the user's input.
     */
    async seal(
      unsealed: string,
      credential: CsdCredential,
      context: Record<string, unknown>,
    ): Promise<string> {
      const sealed = withSeal(unsealed, sealCadena(credential, await cadenaOriginal(unsealed)));
      const problems = await validateCfdi(sealed);
      if (problems.length > 0) {
        logger.error({ problems, ...context }, 'el CFDI generado no cumple el esquema del SAT');
        throw new Error('generated CFDI does not validate against cfdv40.xsd');
      }
      return sealed;
    },
  };
}

export type Sealing = ReturnType<typeof createSealing>;
