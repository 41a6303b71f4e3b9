import enMessages from '../locales/en/messages.json' with { type: 'json' };
import arMessages from '../locales/ar/messages.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import arValidation from '../locales/ar/validation.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import arMail from '../locales/ar/mail.json' with { type: 'json' };
import enStatement from '../locales/en/statement.json' with { type: 'json' };
import arStatement from '../locales/ar/statement.json' with { type: 'json' };
import enBookings from '../locales/en/bookings.json' with { type: 'json' };
import arBookings from '../locales/ar/bookings.json' with { type: 'json' };
import enBookingDocuments from '../locales/en/booking_documents.json' with { type: 'json' };
import arBookingDocuments from '../locales/ar/booking_documents.json' with { type: 'json' };
import enSite from '../locales/en/site.json' with { type: 'json' };
import arSite from '../locales/ar/site.json' with { type: 'json' };

export const LOCALES = ['en', 'ar'] as const;
export type TLocale = (typeof LOCALES)[number];

type Dict = Record<string, string>;
/**
 * The namespaces the API itself speaks: messages, validation errors, mails, the statement and
 * booking documents, and the titles and descriptions of the public pages' link previews.
 */
const SERVER_NAMESPACES: Record<TLocale, Record<string, Dict>> = {
  en: {
    messages: enMessages,
    validation: enValidation,
    mail: enMail,
    statement: enStatement,
    bookings: enBookings,
    booking_documents: enBookingDocuments,
    site: enSite,
  },
  ar: {
    messages: arMessages,
    validation: arValidation,
    mail: arMail,
    statement: arStatement,
    bookings: arBookings,
    booking_documents: arBookingDocuments,
    site: arSite,
  },
};

export function isLocale(value: unknown): value is TLocale {
  return value === 'en' || value === 'ar';
}

/** A parameter that is itself translated (a status's name inside a message), in the message's language. */
export interface TTranslatedParam {
  t: string;
}
const isTranslated = (value: unknown): value is TTranslatedParam =>
  typeof value === 'object' && value !== null && typeof (value as TTranslatedParam).t === 'string';

/** Translates `namespace.key` with `{{param}}` interpolation; falls back to English, then the key. */
export function translate(locale: TLocale, key: string, params: Record<string, unknown> = {}): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const text = SERVER_NAMESPACES[locale][ns]?.[name] ?? SERVER_NAMESPACES.en[ns]?.[name] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => {
    const value = params[p];
    return isTranslated(value) ? translate(locale, value.t) : String(value ?? '');
  });
}
