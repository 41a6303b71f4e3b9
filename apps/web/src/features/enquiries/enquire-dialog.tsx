import type { TEnquiryProductKind } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { notifySuccess } from '@/lib/toast';
import { ContactForm } from './contact-form';
import { useSendProductEnquiry } from './enquiries-queries';

export interface EnquireButtonProps {
  kind: TEnquiryProductKind;
  id: string;
  /** The product's title in the reader's language. */
  title: string;
}

/** A product card's Enquire button: a short form in a dialog that files the question with the product in the inbox. */
export function EnquireButton({ kind, id, title }: EnquireButtonProps) {
  const { t } = useTranslation('enquiries');
  const [open, setOpen] = useState(false);
  const send = useSendProductEnquiry();
  return (
    <>
      <Button aria-label={t('enquiries:enquire.button_named', { title })} onClick={() => setOpen(true)}>
        {t('enquiries:enquire.button')}
      </Button>
      <ModalDialog
        open={open}
        title={t('enquiries:enquire.title', { title })}
        message={t('enquiries:enquire.intro')}
        busy={send.isPending}
        onCancel={() => setOpen(false)}
      >
        {open && (
          <ContactForm
            idPrefix={`enquire-${id}`}
            submitLabel={t('enquiries:enquire.send')}
            busy={send.isPending}
            onSend={async (message) => {
              const res = await send.mutateAsync({ ...message, product_kind: kind, product_id: id });
              notifySuccess(res);
              setOpen(false);
            }}
          />
        )}
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={send.isPending}>
          {t('enquiries:enquire.cancel')}
        </Button>
      </ModalDialog>
    </>
  );
}
