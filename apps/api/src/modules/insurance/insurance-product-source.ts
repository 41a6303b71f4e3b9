import { ageOn, passengerTypeOn, type TCurrency } from '@safar/contracts';
import { AppError } from '@/core/app-error';
import type { TProductSource } from '@/modules/product-bookings/product-source';
import { loadInsuranceQuote } from './services/load-insurance-quote';

/**
 * A policy is sold from the buyer's stored quote: the plan as priced then, for travellers whose
 * ages on the first day of the trip are the ages the quote was asked for, in the same order.
 */
export const insuranceProductSource: TProductSource = {
  product: 'insurance',
  async sell(tx, request, buyer) {
    if (!request.quote_id) throw new AppError('validation_failed', { errors: { quote_id: ['validation.required'] } });
    const quote = await loadInsuranceQuote(tx, request.quote_id, request.item_id, buyer.user, buyer.visitorId);
    const priced = quote.plan.travellers;
    if (request.travellers.length !== priced.length)
      throw new AppError('validation_failed', {
        errors: { travellers: ['validation.insurance_travellers_differ'] },
        params: { count: priced.length },
      });
    const errors: Record<string, string[]> = {};
    request.travellers.forEach((t, i) => {
      if (ageOn(t.born_on, quote.startDate) !== priced[i]!.age) errors[`travellers.${i}.born_on`] = ['validation.insurance_age_differs'];
    });
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
    return {
      title: { en: quote.plan.nameEn, ar: quote.plan.nameAr },
      slug: quote.plan.slug,
      currency: quote.plan.currency as TCurrency,
      lines: request.travellers.map((t, i) => ({
        type: passengerTypeOn(t.born_on, quote.startDate),
        sharing: null,
        count: 1,
        publicMinor: priced[i]!.priceMinor,
        agentMinor: priced[i]!.agentPriceMinor,
      })),
      startsOn: quote.startDate,
      endsOn: quote.endDate,
      seats: null,
      visa: false,
      soldAs: {
        insurer: quote.plan.insurerName,
        region: quote.region,
        trip_days: quote.tripDays,
        benefits: quote.plan.benefits,
        quote_id: quote.quoteId,
      },
    };
  },
};
