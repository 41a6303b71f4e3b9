import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysBefore, todayIn } from '@safar/contracts';
import { deposits, notifications, users } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-receipt')]);
const PDF = Buffer.from('%PDF-1.4\n% deposit slip\n');

export const UNKNOWN_ID = '0190a0a0-0000-7000-8000-000000000000';

/** The agency's today, as the API decides it (AGENCY_TIMEZONE defaults to Asia/Karachi). */
export const today = () => todayIn('Asia/Karachi');
export const dayBefore = (days: number) => daysBefore(today(), days);

export interface TDepositWorld {
  t: TestApp;
  tok: Record<TDemo, string>;
  /** The demo agent (approved, agency "Crescent Travels"). */
  agent: { id: string; agencyId: string };
  /** A second approved agent of another agency. */
  other: { id: string; agencyId: string; token: string };
  /** An active PKR bank and an active USD bank, an inactive PKR bank. */
  bank: { pkr: string; usd: string; inactive: string };
  close(): Promise<void>;
}

/** A test app with a private upload directory, two agencies and three banks. */
export async function buildDepositWorld(): Promise<TDepositWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'safar-deposits-'));
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  const tok = await demoTokens(t);
  const demoAgent = await userByEmail(t, 'agent@example.com');
  const agency = await buildAgency(t.database.db, 'Falcon Tours');
  const otherUser = await buildUser(t.database.db, {
    role: 'agent',
    name: 'Falcon Agent',
    isApproved: true,
    isFormFilled: true,
    agencyId: agency.id,
  });
  const bankOf = async (overrides: Record<string, unknown>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/banks',
      token: tok.admin,
      payload: {
        bank_name: 'Meezan Bank',
        account_title: 'Safar Travels Pvt Ltd',
        account_number: '0101-0123456789',
        iban: 'PK36 SCBL 0000 0011 2345 6702',
        branch: 'Blue Area',
        currency: 'PKR',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.bank.id as string;
  };
  const bank = {
    pkr: await bankOf({}),
    usd: await bankOf({ bank_name: 'HBL Dollar', currency: 'USD', iban: '' }),
    inactive: await bankOf({ bank_name: 'Closed Bank', active: false }),
  };
  return {
    t,
    tok,
    agent: { id: demoAgent.id, agencyId: demoAgent.agencyId! },
    other: { id: otherUser.id, agencyId: agency.id, token: await tokenFor(t, otherUser.email) },
    bank,
    close: async () => {
      // Deposits queue notices by mail: their jobs finish before the app (and its pool) closes.
      await mailsTried(t.app);
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /uploads as `token`; answers the stored file name. */
export async function uploadReceipt(t: TestApp, token: string, kind: 'png' | 'pdf' = 'png'): Promise<string> {
  const [name, data] = kind === 'png' ? ['slip.png', PNG] : ['slip.pdf', PDF];
  const res = await t.request({ method: 'POST', url: '/api/uploads', token, ...multipartFileBody(name, data) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.upload.file_name as string;
}

let refCounter = 0;
/** A valid deposit body for the PKR bank; the receipt must be uploaded by the submitter. */
export const depositBody = (w: TDepositWorld, receipt: string, overrides: Record<string, unknown> = {}) => ({
  bank_id: w.bank.pkr,
  amount_minor: 2500000,
  currency: 'PKR',
  deposit_date: dayBefore(1),
  bank_reference: `FT-${Date.now().toString(36)}-${++refCounter}`,
  receipt,
  note: 'Cash deposit at the branch',
  ...overrides,
});

/** Submits a deposit as `token` (uploading a fresh receipt) and answers it. */
export async function submitDeposit(w: TDepositWorld, token: string, overrides: Record<string, unknown> = {}) {
  const receipt = await uploadReceipt(w.t, token);
  const res = await w.t.request({ method: 'POST', url: '/api/deposit-data', token, payload: depositBody(w, receipt, overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.deposit as {
    id: string;
    reference: string;
    status: string;
    amount_minor: number;
    currency: string;
    bank_reference: string;
    duplicate_reference?: boolean;
  };
}

export const depositCount = async (t: TestApp) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(deposits))[0]!.n;

/** Notifications of a type whose params name the reference, with their recipients' emails. */
export async function noticesAbout(t: TestApp, type: string, reference: string) {
  return t.database.db
    .select({
      email: users.email,
      role: users.role,
      params: notifications.params,
      link: notifications.link,
      emailedAt: notifications.emailedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.type, type), sql`${notifications.params}->>'reference' = ${reference}`));
}
