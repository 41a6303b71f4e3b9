import { daysBefore, passengerTypeOn, todayIn, type TCurrency, type TPassengerType } from '@safar/contracts';
import { visas } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { fieldError, notFound } from '@/core/app-error';
import type { TProductLine, TProductSource } from '@/modules/product-bookings/product-source';

/** The first day an application made today can be travelled on: the embassy takes its shortest processing time, and never less than a day. */
export const earliestVisaTravelDay = (today: string, processingDaysMin: number) => daysBefore(today, -Math.max(1, processingDaysMin));

/**
 * A visa application is sold per applicant: an adult pays the adult price, a child or an infant
 * (their age on the day of travel) the child price. The stay allowed runs from the day of travel,
 * and the application starts at its first step (documents awaited) once it is paid.
 */
export function visaProductSource(timeZone: string): TProductSource {
  return {
    product: 'visa',
    async sell(tx, request) {
      const [visa] = await tx
        .select()
        .from(visas)
        .where(and(eq(visas.id, request.item_id), eq(visas.status, 'published')));
      if (!visa) throw notFound();
      const travelOn = request.travel_on;
      if (!travelOn) throw fieldError('travel_on', 'validation.required');
      const earliest = earliestVisaTravelDay(todayIn(timeZone), visa.processingDaysMin);
      if (travelOn < earliest) throw fieldError('travel_on', 'validation.visa_travel_too_soon', { date: earliest });

      const counts = new Map<TPassengerType, number>();
      for (const t of request.travellers) {
        const type = passengerTypeOn(t.born_on, travelOn);
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
      const lines: TProductLine[] = [...counts].map(([type, count]) => ({
        type,
        sharing: null,
        count,
        publicMinor: type === 'adult' ? visa.adultPriceMinor : visa.childPriceMinor,
        agentMinor: type === 'adult' ? visa.agentAdultPriceMinor : visa.agentChildPriceMinor,
      }));
      return {
        title: { en: visa.titleEn, ar: visa.titleAr },
        slug: visa.slug,
        currency: visa.currency as TCurrency,
        lines,
        startsOn: travelOn,
        endsOn: daysBefore(travelOn, -(visa.maxStayDays - 1)),
        seats: null,
        visa: true,
        soldAs: {
          country_code: visa.countryCode,
          visa_type: visa.visaType,
          entries: visa.entries,
          processing_days: { min: visa.processingDaysMin, max: visa.processingDaysMax },
          validity_days: visa.validityDays,
          max_stay_days: visa.maxStayDays,
          documents: visa.documents.map((d) => ({ id: d.id, label_en: d.labelEn, label_ar: d.labelAr, upload: d.upload })),
        },
      };
    },
  };
}
