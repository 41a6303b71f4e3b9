import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAgencyDetails, ZSaveAdminAgent, ZUpdateAgentData } from './agents';
import { ZCreateBank, ZUpdateBank } from './banks';
import { ZSaveAgentCharge, ZUpdateChargeStatus } from './charges';
import { zMultilineOf, zNoteOf, zOptionalNoteOf } from './common';
import { ZDecideAllowanceRequest } from './credit-allowance';
import { ZCreateDeposit, ZUpdateDepositStatus } from './deposits';
import { ZCreateGroupTicket, ZUpdateGroupTicket } from './group-tickets';
import { groupTicketBody, leg } from './group-tickets.test-fixtures';
import { ZCreateAdjustment, ZDecideAdjustment, ZReverseTransaction, ZUpdateCardAllowance } from './ledger';

/*
 * Every free-text field a user types follows one of two character rules: one line (names,
 * branches, titles, terminals: key validation.name_characters) or, where the web form is a
 * textarea, several lines (notes, reasons, an address: key validation.text_characters). Both
 * refuse control characters and the bidirectional embeddings, overrides and isolates.
 */

const ID = '7f1c7a52-8a3e-4c55-9d1f-0b7c5a4e2d10';
const OVERRIDE = 'a\u202Eb';
const ENGLISH = 'Paid at the Clifton branch, ref. 42';
const ARABIC = 'تم الإيداع في فرع الرياض، المرجع ٤٢';
const MIXED = 'Crescent \u200Fالهلال\u200E Travels';

const groupTicket = groupTicketBody();
const agency = {
  agency_name: 'Crescent Travels',
  contact_person: 'Ali Khan',
  phone: '+92 300 1234567',
  address: '12 Shahrah-e-Faisal, Karachi',
  country_code: 'PK',
  city_id: 1,
  licence_number: 'DTS-1234',
};

type TCase = {
  /** Schema and field, as the message names them. */
  name: string;
  schema: z.ZodType;
  /** The field's path in the body, as issues report it. */
  path: string;
  /** A valid body with `value` in the field. */
  body: (value: string) => unknown;
  /** Reads the field back from the parsed body. */
  read: (parsed: never) => unknown;
  lines: 'one' | 'several';
};

const field =
  (key: string) =>
  (parsed: Record<string, unknown>): unknown =>
    parsed[key];

const CASES: TCase[] = [
  {
    name: 'ZCreateDeposit.note',
    schema: ZCreateDeposit,
    path: 'note',
    body: (note) => ({
      bank_id: ID,
      amount_minor: 2_500_000,
      currency: 'PKR',
      deposit_date: '2025-03-01',
      bank_reference: 'FT-2025-0001',
      receipt: `${ID}.pdf`,
      note,
    }),
    read: field('note'),
    lines: 'several',
  },
  {
    name: 'ZUpdateDepositStatus.reason',
    schema: ZUpdateDepositStatus,
    path: 'reason',
    body: (reason) => ({ status: 'rejected', reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZCreateBank.branch',
    schema: ZCreateBank,
    path: 'branch',
    body: (branch) => ({ bank_name: 'HBL', account_title: 'Safar', account_number: '12-34', currency: 'PKR', branch }),
    read: field('branch'),
    lines: 'one',
  },
  {
    name: 'ZUpdateBank.branch',
    schema: ZUpdateBank,
    path: 'branch',
    body: (branch) => ({ branch }),
    read: field('branch'),
    lines: 'one',
  },
  ...(['change_penalty_note', 'refund_penalty_note'] as const).flatMap((key): TCase[] => [
    {
      name: `ZCreateGroupTicket.${key}`,
      schema: ZCreateGroupTicket,
      path: key,
      body: (value) => ({ ...groupTicket, [key]: value }),
      read: field(key),
      lines: 'several',
    },
    {
      name: `ZUpdateGroupTicket.${key}`,
      schema: ZUpdateGroupTicket,
      path: key,
      body: (value) => ({ [key]: value }),
      read: field(key),
      lines: 'several',
    },
  ]),
  {
    name: 'ZCreateGroupTicket.title',
    schema: ZCreateGroupTicket,
    path: 'title',
    body: (title) => ({ ...groupTicket, title }),
    read: field('title'),
    lines: 'one',
  },
  ...(['origin_terminal', 'destination_terminal'] as const).map((key): TCase => ({
    name: `ZCreateGroupTicket.outbound_legs.${key}`,
    schema: ZCreateGroupTicket,
    path: `outbound_legs.0.${key}`,
    // A terminal holds at most 10 characters.
    body: (value) => ({ ...groupTicket, outbound_legs: [leg({ [key]: value })] }),
    read: (parsed: { outbound_legs: Record<string, unknown>[] }) => parsed.outbound_legs[0]![key],
    lines: 'one',
  })),
  {
    name: 'ZSaveAgentCharge.description',
    schema: ZSaveAgentCharge,
    path: 'description',
    body: (description) => ({ agency_id: ID, title: 'Visa fee', amount_minor: 500_000, currency: 'PKR', description }),
    read: field('description'),
    lines: 'several',
  },
  {
    name: 'ZUpdateChargeStatus.reason',
    schema: ZUpdateChargeStatus,
    path: 'reason',
    body: (reason) => ({ id: ID, status: 'reversed', reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZCreateAdjustment.reason',
    schema: ZCreateAdjustment,
    path: 'reason',
    body: (reason) => ({ agency_id: ID, direction: 'credit', amount_minor: 100, currency: 'PKR', reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZReverseTransaction.reason',
    schema: ZReverseTransaction,
    path: 'reason',
    body: (reason) => ({ transaction_id: ID, reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZUpdateCardAllowance.reason',
    schema: ZUpdateCardAllowance,
    path: 'reason',
    body: (reason) => ({ agency_id: ID, currency: 'PKR', credit_allowance_minor: 0, reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZDecideAdjustment.reason',
    schema: ZDecideAdjustment,
    path: 'reason',
    body: (reason) => ({ reason }),
    read: field('reason'),
    lines: 'several',
  },
  {
    name: 'ZDecideAllowanceRequest.reason',
    schema: ZDecideAllowanceRequest,
    path: 'reason',
    body: (reason) => ({ reason }),
    read: field('reason'),
    lines: 'several',
  },
  ...(
    [
      ['ZAgencyDetails', ZAgencyDetails, agency],
      ['ZUpdateAgentData', ZUpdateAgentData, agency],
      [
        'ZSaveAdminAgent',
        ZSaveAdminAgent,
        { ...agency, name: 'Ali Khan', email: 'ali@example.com', password: 'secret-pass', password_confirmation: 'secret-pass' },
      ],
    ] as const
  ).map(([name, schema, base]): TCase => ({
    name: `${name}.address`,
    schema,
    path: 'address',
    body: (address) => ({ ...base, address }),
    read: field('address'),
    lines: 'several',
  })),
];

const issuesOf = (schema: z.ZodType, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const parse = (c: TCase, value: string) => c.read(c.schema.parse(c.body(value)) as never);

describe.each(CASES)('$name', (c) => {
  const key = c.lines === 'one' ? 'validation.name_characters' : 'validation.text_characters';
  // Terminals hold at most 10 characters.
  const short = c.path.endsWith('_terminal');

  it(`refuses a text-direction override with ${key}`, () => {
    expect(issuesOf(c.schema, c.body(OVERRIDE))).toEqual([[c.path, key]]);
    expect(issuesOf(c.schema, c.body('T\u2066\u2069'))).toEqual([[c.path, key]]);
    expect(issuesOf(c.schema, c.body('T\u0000'))).toEqual([[c.path, key]]);
  });

  it('accepts ordinary Arabic and English text, trimmed', () => {
    if (short) {
      expect(parse(c, ' T1 ')).toBe('T1');
      expect(parse(c, 'الشمالي')).toBe('الشمالي');
      return;
    }
    for (const text of [ENGLISH, ARABIC, MIXED]) expect(parse(c, `  ${text} `), text).toBe(text);
  });

  if (c.lines === 'several')
    it('keeps line breaks and tabs, a CRLF read as one line break', () => {
      expect(parse(c, `${ENGLISH}\r\n${ARABIC}\n\tthird line\n`)).toBe(`${ENGLISH}\n${ARABIC}\n\tthird line`);
    });
  else
    it('refuses line breaks', () => {
      expect(issuesOf(c.schema, c.body(short ? 'T\n1' : `${ENGLISH}\n${ARABIC}`))).toEqual([[c.path, key]]);
    });
});

describe('blank, absent and too long stay as they were', () => {
  it('an optional note or branch: blank is none (null)', () => {
    for (const c of CASES.filter((c) => /^Z(CreateDeposit|CreateBank|CreateGroupTicket)\.(note|branch|\w+_penalty_note)$/.test(c.name)))
      expect(parse(c, '  \r\n '), c.name).toBeNull();
    expect(
      ZCreateGroupTicket.parse({ ...groupTicket, outbound_legs: [leg({ origin_terminal: ' ' })] }).outbound_legs[0]!.origin_terminal,
    ).toBeNull();
    expect(ZUpdateBank.parse({ branch: null })).toEqual({ branch: null });
  });

  it('a required reason or address: blank is "required"', () => {
    for (const c of CASES.filter((c) =>
      /^Z(UpdateChargeStatus|CreateAdjustment|ReverseTransaction|UpdateCardAllowance|AgencyDetails)\./.test(c.name),
    ))
      expect(issuesOf(c.schema, c.body(' \n ')), c.name).toEqual([[c.path, 'validation.required']]);
    expect(issuesOf(ZUpdateDepositStatus, { status: 'rejected', reason: '\r\n' })).toEqual([['reason', 'validation.required']]);
    expect(issuesOf(ZReverseTransaction, { transaction_id: ID })).toEqual([['reason', 'validation.required']]);
  });

  it('an optional reason or description keeps its absence as it was', () => {
    expect(ZDecideAdjustment.parse({})).toEqual({});
    expect(ZDecideAdjustment.parse({ reason: ' ' })).toEqual({ reason: '' });
    expect(ZUpdateDepositStatus.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    const charge = { agency_id: ID, title: 'Visa fee', amount_minor: 500_000, currency: 'PKR' };
    expect(ZSaveAgentCharge.parse({ ...charge, description: null }).description).toBeNull();
    expect(ZSaveAgentCharge.parse(charge).description).toBeUndefined();
  });

  it('each field keeps its length limit, a CRLF counting as one character', () => {
    expect(
      issuesOf(ZCreateAdjustment, { agency_id: ID, direction: 'credit', amount_minor: 1, currency: 'PKR', reason: 'a'.repeat(501) }),
    ).toEqual([['reason', 'validation.too_long']]);
    expect(ZReverseTransaction.parse({ transaction_id: ID, reason: `${'a'.repeat(249)}\r\n${'b'.repeat(250)}` }).reason).toHaveLength(500);
    expect(issuesOf(ZAgencyDetails, { ...agency, address: 'a'.repeat(401) })).toEqual([['address', 'validation.too_long']]);
    expect(issuesOf(ZUpdateBank, { branch: 'a'.repeat(121) })).toEqual([['branch', 'validation.too_long']]);
    expect(issuesOf(ZUpdateGroupTicket, { change_penalty_note: 'a'.repeat(501) })).toEqual([
      ['change_penalty_note', 'validation.too_long'],
    ]);
    expect(issuesOf(ZCreateGroupTicket, { ...groupTicket, outbound_legs: [leg({ origin_terminal: 'Terminal 11' })] })).toEqual([
      ['outbound_legs.0.origin_terminal', 'validation.too_long'],
    ]);
  });
});

describe('the multi-line helpers', () => {
  it('refuse every control character but line breaks and tabs, and every direction embedding, override or isolate', () => {
    for (const c of [
      '\u0000',
      '\u0007',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      for (const schema of [zMultilineOf(50), zNoteOf(50), zOptionalNoteOf(50)])
        expect(issuesOf(schema, `line one\n${c}line two`), c.codePointAt(0)!.toString(16)).toEqual([['', 'validation.text_characters']]);
  });

  it('keep the marks mixed Arabic and Latin text needs', () => {
    expect(zNoteOf(50).parse(MIXED)).toBe(MIXED);
  });

  it('say "not valid" for what is no text, and "required" for a missing required one', () => {
    expect(issuesOf(zOptionalNoteOf(50), 5)).toEqual([['', 'validation.invalid']]);
    expect(issuesOf(zNoteOf(50), undefined)).toEqual([['', 'validation.required']]);
    expect(zOptionalNoteOf(50).parse(undefined)).toBeNull();
  });
});
