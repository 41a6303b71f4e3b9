import { ZInsuranceQuoteRequest, type TInsuranceQuoteRequest } from '@safar/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { QuoteForm } from './quote-form';
import { EMPTY_QUOTE_FORM, quoteBody, quoteSearchParams, valuesFromSearch, type TQuoteFormValues } from './quote-form-values';
import { QuoteResults } from './quote-results';
import { useInsuranceQuote } from './travel-insurance-queries';
import './travel-insurance.css';

interface TravelInsuranceSectionProps {
  /** The purchase page of the area: `/travel-insurance/buy` or `/agent/travel-insurance/buy`. */
  buyPath: string;
}

/**
 * The quote form and its results. The trip is kept in the address once asked, so a reload, a
 * shared link or the way back from the purchase asks again and shows the plans.
 */
export function TravelInsuranceSection({ buyPath }: TravelInsuranceSectionProps) {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<TQuoteFormValues>(() => valuesFromSearch(params) ?? EMPTY_QUOTE_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const quote = useInsuranceQuote();

  const ask = (request: TInsuranceQuoteRequest) =>
    quote.mutate(request, {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 422) setErrors(err.fieldErrors());
      },
    });

  // A trip named by the address is asked for once, as the page opens.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const fromAddress = valuesFromSearch(params);
    const parsed = fromAddress && ZInsuranceQuoteRequest.safeParse(quoteBody(fromAddress));
    if (parsed?.success) ask(parsed.data);
    // Only the address the page opened with; later changes are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (request: TInsuranceQuoteRequest) => {
    setErrors({});
    setParams(quoteSearchParams(values), { replace: true });
    ask(request);
  };
  const change = (next: TQuoteFormValues, field: string) => {
    setValues(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => f !== field)));
  };
  const buyHref = (quoteId: string, planId: string) => `${buyPath}?${new URLSearchParams({ quote: quoteId, plan: planId }).toString()}`;
  const failed = quote.error && !(quote.error instanceof ApiError && quote.error.status === 422);

  return (
    <div className="insurance-section">
      <QuoteForm values={values} errors={errors} busy={quote.isPending} onChange={change} onErrors={setErrors} onSubmit={submit} />
      {quote.isPending && <PageState state="loading" messageKey="travel_insurance:results.loading" />}
      {failed && (
        <PageState state="error" message={quote.error.message || undefined} onRetry={() => quote.variables && ask(quote.variables)} />
      )}
      {quote.data && !quote.isPending && <QuoteResults quote={quote.data} buyHref={buyHref} />}
    </div>
  );
}
