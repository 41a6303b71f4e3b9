import { agencies } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defang, renderMail } from '@/core/mail/mailer';
import { buildDepositWorld, submitDeposit, type TDepositWorld } from '@/modules/deposits/deposits.test-helpers';

/** Only links the app builds are links in a mail; what users typed reaches the reader as inert text. */
const HOSTILE = 'Falcon https://pay-here.example/now www.evil.example <b>bold</b> pay@evil.example';
/** What a mail client would turn into a link: a scheme, a "www." or a domain name. */
const LINKABLE = /https?:\/\/(?!safar\.test)|www\.evil|evil\.example|pay-here\.example/;

let w: TDepositWorld;
beforeAll(async () => {
  w = await buildDepositWorld();
});
afterAll(() => w.close());

describe('the mail finance staff receive for a submitted deposit', () => {
  it("does not turn a URL in the agency's name into a link, in either part", async () => {
    await w.t.database.db.update(agencies).set({ name: HOSTILE }).where(eq(agencies.id, w.other.agencyId));
    const deposit = await submitDeposit(w, w.other.token);
    const mail = await w.t.lastMail('accounts@example.com');
    expect(mail?.subject).toBe(`New deposit ${deposit.reference} to review`);

    // The name is still there to read (zero-width spaces aside), but nothing in it is a link.
    expect(mail!.text.replaceAll('\u200B', '')).toContain(HOSTILE);
    expect(mail!.text).not.toMatch(LINKABLE);
    expect(mail!.html).not.toMatch(LINKABLE);
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain('&#60;b&#62;bold&#60;/b&#62;');

    // The app's own link is the one anchor.
    const link = `http://safar.test/admin/deposit-details?id=${deposit.id}`;
    expect(mail!.text).toContain(link);
    expect([...mail!.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([link]);
  });
});

describe('renderMail', () => {
  it('defangs every parameter but the link, the greeting name too, and leaves amounts and codes alone', () => {
    const mail = renderMail('en', 'notice_deposit_rejected', 'Eve http://x.example', {
      reference: 'DEP-100001',
      amount: 'PKR 25000.00',
      reason: 'see https://x.example',
      link: 'http://safar.test/deposits',
    });
    expect(mail.text).toContain('Hello Eve http:\u200B//x.\u200Bexample,');
    expect(mail.text).toContain(
      'DEP-100001 of PKR 25000.00 was rejected. Reason: see https:\u200B//x.\u200Bexample. http://safar.test/deposits',
    );
    expect(mail.html).toContain('see https:&#8203;//x.&#8203;example');
    expect(mail.html).toContain('<a href="http://safar.test/deposits">http://safar.test/deposits</a>');
  });

  it('defang breaks schemes, domains and addresses invisibly', () => {
    expect(defang('https://a.example.com')).toBe('https:\u200B//a.\u200Bexample.\u200Bcom');
    expect(defang('me@mail.example')).toBe('me\u200B@mail.\u200Bexample');
    expect(defang('KWD 1.250, version 2.0')).toBe('KWD 1.250, version 2.0');
    expect(defang('Crescent Travels').replaceAll('\u200B', '')).toBe('Crescent Travels');
  });
});
