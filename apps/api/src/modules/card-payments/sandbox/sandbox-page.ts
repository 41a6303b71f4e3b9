import type { TSandboxRow } from './sandbox-gateway';

/*
 * The sandbox's hosted payment page. It stands for the gateway's page, not for Safar: a plain
 * server-rendered form in both languages (the payer arrives from either storefront), with no
 * script, so it works wherever the gateway's page would.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(row: TSandboxRow, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(row.amountMinor / 100);
}

export function sandboxPage(row: TSandboxRow, action: string): string {
  const decided = row.state !== 'pending';
  const body = decided
    ? `<p>This payment is ${escape(row.state)}.</p><p dir="rtl" lang="ar">تمت معالجة هذه الدفعة.</p>
       <p><a href="${escape(row.returnUrl)}">Back to the booking · العودة إلى الحجز</a></p>`
    : `<form method="post" action="${escape(action)}/pay"><button type="submit">Pay ${escape(money(row, 'en'))} · ادفع</button></form>
       <form method="post" action="${escape(action)}/fail"><button type="submit" class="secondary">Decline · رفض</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox card payment · دفع تجريبي</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}
button{font:inherit;width:100%;padding:.75rem;margin-block:.5rem;border-radius:.5rem;border:0;background:#0f766e;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827}
.note{font-size:.875rem;color:#6b7280}
</style></head>
<body><main class="card">
<h1>Sandbox card payment</h1>
<p dir="rtl" lang="ar">دفع تجريبي بالبطاقة</p>
<p>Order <strong>${escape(row.reference)}</strong> · ${escape(money(row, 'en'))}</p>
${body}
<p class="note">No card is charged: this page stands in for the card gateway until its keys are set.</p>
<p class="note" dir="rtl" lang="ar">لن تُخصم أي مبالغ: هذه الصفحة بديلة عن بوابة الدفع إلى حين إعداد مفاتيحها.</p>
</main></body></html>`;
}
