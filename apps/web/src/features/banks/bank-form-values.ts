import type { TBank } from '@safar/contracts';

/** The form's fields as the inputs hold them (strings and a checkbox). */
export interface TBankFormValues {
  bank_name: string;
  account_title: string;
  account_number: string;
  iban: string;
  branch: string;
  currency: string;
  active: boolean;
}

export const EMPTY_BANK: TBankFormValues = {
  bank_name: '',
  account_title: '',
  account_number: '',
  iban: '',
  branch: '',
  currency: 'PKR',
  active: true,
};

export const bankToValues = (bank: TBank): TBankFormValues => ({
  bank_name: bank.bank_name,
  account_title: bank.account_title,
  account_number: bank.account_number,
  iban: bank.iban ?? '',
  branch: bank.branch ?? '',
  currency: bank.currency,
  active: bank.active,
});

export const BANK_TEXT_FIELDS = ['bank_name', 'account_title', 'account_number', 'iban', 'branch'] as const;
