import type { TVisaDocumentKind } from '@safar/contracts';
import { bookingPassengers, visaDocuments } from '@safar/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { conflict, fieldError, notFound } from '@/core/app-error';
import type { FileStorage } from '@/core/storage';
import type { AuthUser } from '@/core/types';
import { noteOnBooking } from '@/modules/bookings/booking-transition';
import type { TFilePart } from '@/modules/uploads/multipart-file';
import { inspectFile } from '@/modules/uploads/uploads.service';
import { assertTakesDocuments, MAX_VISA_DOCUMENTS, reachVisaApplication } from '../visa-documents.policy';

export interface TVisaDocumentDeps {
  app: FastifyInstance;
  storage: FileStorage;
}

interface TCaller {
  req: FastifyRequest;
  user: AuthUser | null;
  linkToken: string | undefined;
}

/**
 * Keeps a file for one applicant of a visa application. The bytes are written first and the row
 * in a transaction holding the booking's lock (so the count of files is exact); if the row is not
 * written the bytes are removed, so no file is left that nothing names.
 */
export async function addVisaDocument(
  deps: TVisaDocumentDeps,
  caller: TCaller,
  bookingId: string,
  what: { kind: TVisaDocumentKind; traveller: number },
  file: TFilePart,
): Promise<string> {
  const checked = inspectFile(file);
  await deps.storage.put(checked.fileName, file.data);
  try {
    return await deps.app.db.transaction(async (tx) => {
      const { booking, step } = await reachVisaApplication(deps.app, tx, caller.user, bookingId, caller.linkToken);
      assertTakesDocuments(booking, step);
      const [people] = await tx.select({ n: count() }).from(bookingPassengers).where(eq(bookingPassengers.bookingId, booking.id));
      if (what.traveller >= people!.n) throw fieldError('traveller', 'validation.visa_document_traveller');
      const [kept] = await tx
        .select({ n: count() })
        .from(visaDocuments)
        .where(and(eq(visaDocuments.bookingId, booking.id), isNull(visaDocuments.deletedAt)));
      if (kept!.n >= MAX_VISA_DOCUMENTS) throw conflict('messages.visa_documents_too_many', { max: MAX_VISA_DOCUMENTS });
      const [row] = await tx
        .insert(visaDocuments)
        .values({ bookingId: booking.id, ...what, ...checked, uploadedBy: caller.user?.id ?? null })
        .returning();
      const detail = { kind: what.kind, traveller: what.traveller, name: checked.originalName };
      await noteOnBooking(tx, booking.id, 'visa_document_added', caller.user?.id ?? null, detail);
      await recordActivity(tx, caller.req, {
        action: 'visa_document.added',
        subjectType: 'booking',
        subjectId: booking.id,
        after: { ...detail, id: row!.id, mime: checked.mime, size: checked.size, sha256: checked.sha256 },
      });
      return row!.id;
    });
  } catch (err) {
    await deps.storage.delete(checked.fileName);
    throw err;
  }
}

/** Removes a file sent by mistake while the application is open: the row is marked, the bytes go after commit. */
export async function removeVisaDocument(deps: TVisaDocumentDeps, caller: TCaller, bookingId: string, documentId: string): Promise<void> {
  const fileName = await deps.app.db.transaction(async (tx) => {
    const { booking, step } = await reachVisaApplication(deps.app, tx, caller.user, bookingId, caller.linkToken);
    const [row] = await tx
      .select()
      .from(visaDocuments)
      .where(and(eq(visaDocuments.id, documentId), eq(visaDocuments.bookingId, booking.id), isNull(visaDocuments.deletedAt)));
    if (!row) throw notFound();
    assertTakesDocuments(booking, step);
    await tx
      .update(visaDocuments)
      .set({ deletedAt: sql`now()` })
      .where(eq(visaDocuments.id, row.id));
    const detail = { kind: row.kind, traveller: row.traveller, name: row.originalName };
    await noteOnBooking(tx, booking.id, 'visa_document_removed', caller.user?.id ?? null, detail);
    await recordActivity(tx, caller.req, {
      action: 'visa_document.removed',
      subjectType: 'booking',
      subjectId: booking.id,
      before: { ...detail, id: row.id },
    });
    return row.fileName;
  });
  await deps.storage.delete(fileName);
}

/** One live file of an application the caller reaches, for download. */
export async function readVisaDocument(deps: TVisaDocumentDeps, caller: TCaller, bookingId: string, documentId: string) {
  return deps.app.db.transaction(async (tx) => {
    const { booking } = await reachVisaApplication(deps.app, tx, caller.user, bookingId, caller.linkToken);
    const [row] = await tx
      .select()
      .from(visaDocuments)
      .where(and(eq(visaDocuments.id, documentId), eq(visaDocuments.bookingId, booking.id), isNull(visaDocuments.deletedAt)));
    if (!row) throw notFound();
    return row;
  });
}
