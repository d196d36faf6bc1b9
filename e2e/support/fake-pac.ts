// The fake PAC the e2e app stamps and cancels with (apps/api/test/fake-pac: SW sapien's API and the
// SAT's consulta service). Playwright starts it next to the app (playwright.config.ts).

const appPort = Number(process.env.E2E_PORT ?? 3210);

export const FAKE_PAC = {
  port: Number(process.env.E2E_FAKE_PAC_PORT ?? appPort + 2000),
  user: 'yonke-e2e',
  password: 'e2e-secreto-del-pac',
};

export const FAKE_PAC_URL = `http://127.0.0.1:${FAKE_PAC.port}`;

/** Environment of the app under test so that invoices are stamped and cancelled by the fake. */
export function appPacEnv(): Record<string, string> {
  return {
    PAC_URL: FAKE_PAC_URL,
    PAC_USER: FAKE_PAC.user,
    PAC_PASSWORD: FAKE_PAC.password,
    PAC_STATUS_URL: `${FAKE_PAC_URL}/ConsultaCFDIService.svc`,
    PAC_RETRY_DELAY_SECONDS: '1',
  };
}
