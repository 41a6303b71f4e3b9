import { translate, type TLocale } from '@safar/contracts';
import type { FastifyRequest } from 'fastify';
import type { TLetterhead } from '@/core/pdf/page-layout';
import { isolateLtr, type TDirection } from '@/core/pdf/pdf-text';
import { createFileStorage } from '@/core/storage';
import { imageForPdf } from '@/modules/images/image-for-pdf';
import type { TAgencyProfileRow } from './agent-profile.presenter';

/**
 * The agency's letterhead on what it gives its customers (the customer's copy of an invoice or
 * e-ticket, a flight quote): the name it issues under, its address and contacts in the reader's
 * language, its logo. Blank fields are left out.
 */
export interface TAgencyLetterhead {
  name: string;
  /** The address, a line each as typed. */
  address: string[];
  /** "Phone: …", "Email: …", "Website: …" (a mail repeats these). */
  contacts: string[];
  logoImageId: string | null;
}

export function agencyLetterhead(profile: TAgencyProfileRow, name: string, locale: TLocale): TAgencyLetterhead {
  const t = (key: string, params: Record<string, unknown>) => translate(locale, `booking_documents.${key}`, params);
  return {
    name,
    address: profile.address ? profile.address.split('\n').filter((line) => line.trim()) : [],
    contacts: [
      // Isolated, so Arabic around them cannot reorder a number or an address.
      ...(profile.phone ? [t('contact_phone', { phone: isolateLtr(profile.phone) })] : []),
      ...(profile.email ? [t('contact_email', { email: isolateLtr(profile.email) })] : []),
      ...(profile.website ? [t('contact_website', { website: isolateLtr(profile.website) })] : []),
    ],
    logoImageId: profile.logoImageId,
  };
}

/** The letterhead as a PDF page draws it: the address in its own direction, the labelled lines in the document's. */
export function letterheadForPdf(letterhead: TAgencyLetterhead, logo: TLetterhead['logo'], locale: TLocale): TLetterhead {
  const dir: TDirection = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    logo,
    name: letterhead.name,
    lines: [...letterhead.address.map((text) => ({ text, dir: 'auto' as const })), ...letterhead.contacts.map((text) => ({ text, dir }))],
  };
}

/** The contact lines as a mail's text carries them (without the isolating marks the PDF needs). */
export const mailContacts = (letterhead: TAgencyLetterhead) => letterhead.contacts.map((line) => line.replace(/[\u2066-\u2069]/g, ''));

/** The letterhead's logo as a PDF embeds it; null without a logo (or when it cannot be read). */
export const letterheadLogo = (req: FastifyRequest, letterhead: TAgencyLetterhead | null) =>
  letterhead?.logoImageId
    ? imageForPdf(req.server.db, createFileStorage(req.server.config), letterhead.logoImageId, req.log)
    : Promise.resolve(null);
