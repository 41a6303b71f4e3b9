import type { TDepositReceipt } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import '@/styles/tables.css';

/** The receipt through its short-lived signed link: an image inline, a PDF as a link. */
export function ReceiptPreview({ receipt }: { receipt: TDepositReceipt | null }) {
  const { t } = useTranslation('deposits');
  if (!receipt) return <p className="muted">{t('deposits:receipt.missing')}</p>;
  if (receipt.mime.startsWith('image/'))
    return (
      <figure className="deposit-receipt">
        <a href={receipt.url} target="_blank" rel="noreferrer">
          <img src={receipt.url} alt={t('deposits:receipt.alt', { name: receipt.name })} />
        </a>
        <figcaption className="cell-sub">
          <bdi>{receipt.name}</bdi>
        </figcaption>
      </figure>
    );
  return (
    <p>
      <a href={receipt.url} target="_blank" rel="noreferrer">
        {t('deposits:receipt.open_pdf', { name: receipt.name })}
      </a>
    </p>
  );
}
