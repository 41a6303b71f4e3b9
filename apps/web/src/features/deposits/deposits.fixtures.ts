import type { TBank, TDeposit, TDepositDetails, TUpload } from '@safar/contracts';
import { vi } from 'vitest';
import { buildUser } from '@/test/users';

/** Test data for the deposit screens (shapes as the API presents them). */
export const AGENT_USER = buildUser({ id: '01900000-0000-7000-8000-0000000000a1', role: 'agent', name: 'Bilal' });
export const ADMIN_USER = buildUser({ id: '01900000-0000-7000-8000-0000000000a2', role: 'admin', name: 'Ayesha Admin' });

export const BANK: TBank = {
  id: '01900000-0000-7000-8000-0000000000b1',
  bank_name: 'Meezan Bank',
  account_title: 'Safar Travels Pvt Ltd',
  account_number: '0101-0123456789',
  iban: 'PK36SCBL0000001123456702',
  branch: 'Blue Area, Islamabad',
  currency: 'PKR',
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
export const KWD_BANK: TBank = {
  ...BANK,
  id: '01900000-0000-7000-8000-0000000000b2',
  bank_name: 'Gulf Bank',
  currency: 'KWD',
  iban: null,
  branch: null,
};

export function buildDeposit(overrides: Partial<TDeposit> = {}): TDeposit {
  return {
    id: '01900000-0000-7000-8000-0000000000d1',
    reference: 'DEP-100001',
    status: 'pending',
    agency: { id: '01900000-0000-7000-8000-0000000000c1', name: 'Crescent Travels' },
    bank: { id: BANK.id, bank_name: BANK.bank_name },
    amount_minor: 2500000,
    currency: 'PKR',
    approved_amount_minor: null,
    deposit_date: '2025-03-04',
    bank_reference: 'FT-2025-0001',
    note: null,
    decision_reason: null,
    reviewed_at: null,
    confirmed_at: null,
    reverse_reason: null,
    reversed_at: null,
    created_at: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDetails(overrides: Partial<TDepositDetails> = {}): TDepositDetails {
  const { bank: _bank, ...base } = buildDeposit();
  return {
    ...base,
    duplicate_reference: false,
    bank: {
      id: BANK.id,
      bank_name: BANK.bank_name,
      account_title: BANK.account_title,
      account_number: BANK.account_number,
      iban: BANK.iban,
      branch: BANK.branch,
      currency: 'PKR',
      active: true,
    },
    submitted_by: { id: AGENT_USER.id, name: 'Bilal' },
    on_behalf_of: null,
    reviewer: null,
    confirmer: null,
    reverser: null,
    transaction: null,
    reversal_transaction: null,
    receipt: {
      file_name: '01900000-0000-7000-8000-0000000000f1.png',
      name: 'slip.png',
      mime: 'image/png',
      url: '/api/uploads/01900000-0000-7000-8000-0000000000f1.png?signature=abc&expires=1',
      url_expires_at: '2025-03-04T10:05:00.000Z',
    },
    duplicates: [],
    ...overrides,
  };
}

export const UPLOAD: TUpload = {
  file_name: '01900000-0000-7000-8000-0000000000f2.png',
  name: 'slip.png',
  mime: 'image/png',
  size: 4,
  created_at: '2025-01-01T00:00:00.000Z',
  url: '/api/uploads/01900000-0000-7000-8000-0000000000f2.png',
  url_expires_at: '2025-01-01T00:05:00.000Z',
};

/** A stand-in for XMLHttpRequest (the upload's transport) answering POST /uploads with UPLOAD. */
export function stubUploadXhr() {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({
          success: true,
          data: { upload: UPLOAD },
          message: { status: 'success', description: 'File Uploaded.', details: null },
        });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
