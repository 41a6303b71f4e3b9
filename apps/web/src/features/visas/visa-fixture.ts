import type { TVisa, TVisaForAgent, TVisaPublic } from '@safar/contracts';

/** A published UAE tourist visa as staff see it; overrides replace top-level fields. */
export function visaFixture(overrides: Partial<TVisa> = {}): TVisa {
  return {
    id: '0190a0a0-0000-7000-8000-00000000aa01',
    slug: 'uae-tourist-visa-30-days',
    country: { code: 'AE', name: 'United Arab Emirates', flag: '🇦🇪' },
    visa_type: 'tourist',
    entries: 'single',
    processing_days_min: 3,
    processing_days_max: 5,
    validity_days: 60,
    max_stay_days: 30,
    documents: [
      { id: '0190a0a0-0000-7000-8000-00000000dd01', label_en: 'Passport scan', label_ar: 'صورة جواز السفر', upload: true },
      { id: '0190a0a0-0000-7000-8000-00000000dd02', label_en: 'Return ticket', label_ar: 'تذكرة العودة', upload: false },
    ],
    currency: 'PKR',
    adult_price_minor: 3_500_000,
    child_price_minor: 2_500_000,
    agent_adult_price_minor: 3_200_000,
    agent_child_price_minor: 2_300_000,
    title_en: 'UAE tourist visa, 30 days',
    title_ar: 'تأشيرة سياحية للإمارات',
    summary_en: 'Single entry, up to 30 days in the Emirates.',
    summary_ar: 'دخول واحد، حتى 30 يومًا في الإمارات.',
    description_en: '<h2>How to apply</h2><p>Bring a <strong>passport</strong> valid for six months.</p>',
    description_ar: '<p>جواز سفر صالح لستة أشهر.</p>',
    status: 'published',
    created_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The same visa as a visitor sees it: the public price only. */
export function publicVisaFixture(overrides: Partial<TVisa> = {}): TVisaPublic {
  const {
    agent_adult_price_minor: _a,
    agent_child_price_minor: _c,
    status: _s,
    created_by: _b,
    created_at: _t,
    ...rest
  } = visaFixture(overrides);
  return rest;
}

/** The same visa as an approved agent sees it: its own price only. */
export function agentVisaFixture(overrides: Partial<TVisa> = {}): TVisaForAgent {
  const { adult_price_minor: _a, child_price_minor: _c, status: _s, created_by: _b, created_at: _t, ...rest } = visaFixture(overrides);
  return rest;
}
