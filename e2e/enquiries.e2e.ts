import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, newPage, overflowWidth } from './support/browser';
import { exactly, LOCALES, startsWith, t } from './support/i18n';
import { mailIds, waitForMail } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('contact, newsletter and the enquiries inbox (%s)', (locale) => {
  it('a visitor writes and signs up (confirming by mail); staff find the message and answer it', async () => {
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `visitor-${run}@example.test`;
    const name = `Hina ${run}`;
    const visitor = await newPage(browser, locale, locale === 'ar' ? 'phone' : 'desktop');
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // 1. The contact form, from the footer.
      await visitor.goto('/home');
      await visitor
        .getByRole('contentinfo')
        .getByRole('link', { name: exactly(t(locale, 'layout:footer.contact')) })
        .click();
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'enquiries:contact.title') }).waitFor();
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.full_name'))).fill(name);
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.email'))).fill(email);
      await visitor.getByLabel(startsWith(t(locale, 'enquiries:fields.message'))).fill(`Twelve of us to Baku in March? (${run})`);
      await checkA11y(visitor, 'the contact form');
      const seen = await mailIds(email);
      await visitor.getByRole('button', { name: exactly(t(locale, 'enquiries:contact.send')) }).click();
      await visitor.getByText(exactly(t(locale, 'messages:contact_received'))).waitFor();
      const ack = await waitForMail(email, seen);
      const reference = /ENQ-\d+/.exec(ack.subject)?.[0];
      expect(reference, ack.subject).toBeTruthy();
      expect(await overflowWidth(visitor)).toBe(0);

      // 2. The group travel page's sign-up, confirmed through the mailed link.
      await visitor.goto('/group-tickets-main');
      await visitor.getByRole('heading', { level: 1, name: t(locale, 'group_travel:title') }).waitFor();
      await visitor.getByLabel(startsWith(t(locale, 'newsletter:email'))).fill(email);
      const beforeSignup = await mailIds(email);
      await visitor.getByRole('button', { name: exactly(t(locale, 'newsletter:subscribe')) }).click();
      await visitor.getByText(exactly(t(locale, 'newsletter:success'))).waitFor();
      await checkA11y(visitor, 'the group travel page');
      const confirm = await waitForMail(email, beforeSignup);
      const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirm.text)?.[0];
      expect(link, confirm.text).toBeTruthy();
      await visitor.goto(new URL(link!).pathname + new URL(link!).search);
      await visitor.getByText(exactly(t(locale, 'messages:newsletter_confirmed'))).waitFor();

      // 3. Staff see it in the inbox, open it and answer; the answer is mailed and joins the thread.
      await admin.goto('/admin/enquiries');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'enquiries:list.title') }).waitFor();
      await admin.getByRole('searchbox').fill(run);
      await admin.getByRole('link', { name: reference! }).click();
      await admin
        .getByRole('heading', { level: 1, name: startsWith(t(locale, 'enquiries:details.title', { reference: reference! })) })
        .waitFor();
      await checkA11y(admin, 'an enquiry');
      const beforeReply = await mailIds(email);
      await admin.getByLabel(startsWith(t(locale, 'enquiries:details.reply'))).fill(`Yes, 12 seats on 14 March (${run}).`);
      await admin.getByRole('button', { name: exactly(t(locale, 'enquiries:details.send_reply')) }).click();
      await admin
        .getByText(exactly(t(locale, 'messages:enquiry_reply_sent')))
        .first()
        .waitFor();
      await admin.getByText(`Yes, 12 seats on 14 March (${run}).`).waitFor();
      const reply = await waitForMail(email, beforeReply);
      expect(reply.subject).toContain(reference!);
      expect(reply.text).toContain(`Yes, 12 seats on 14 March (${run}).`);
    } finally {
      await visitor.context().close();
      await admin.context().close();
    }
  });
});
