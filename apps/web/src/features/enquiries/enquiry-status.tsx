import type { TEnquiryRow, TEnquiryStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<TEnquiryStatus, BadgeTone> = {
  new: 'info',
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
  converted: 'success',
};

export function EnquiryStatusBadge({ status }: { status: TEnquiryStatus }) {
  const { t } = useTranslation('enquiries');
  return <Badge tone={TONES[status]}>{t(`enquiries:statuses.${status}`)}</Badge>;
}

/** What an enquiry is about: its product (kind and title), or where it came from. */
export function EnquiryAbout({ enquiry }: { enquiry: Pick<TEnquiryRow, 'kind' | 'product'> }) {
  const { t } = useTranslation('enquiries');
  if (!enquiry.product) return <>{t(`enquiries:kinds.${enquiry.kind}`)}</>;
  return (
    <>
      {enquiry.product.title}
      <span className="cell-sub">{t(`enquiries:products.${enquiry.product.kind}`, { defaultValue: enquiry.product.kind })}</span>
    </>
  );
}
