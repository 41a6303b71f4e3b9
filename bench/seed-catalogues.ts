// What the public pages show when the agency has filled its catalogues: the pages bench seeds
// this on its own server, through the API as the demo admin (every rule and resize is the real
// one), so that Lighthouse measures the home page with its offers and catalogues, and a package's
// page and the lists with their pictures, rather than empty pages.
import { crc32, deflateSync } from 'node:zlib';
import { signIn } from './server';

interface Envelope<T> {
  success: boolean;
  data: T;
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG of `width` × `height` that encodes like a photo: a colour gradient with detail at several
 * scales (smooth blotches about ten pixels across, and grain), so that its WebP variants weigh what
 * a photo's do (about 40 KB at 640 pixels wide, 70 KB at 960). A flat gradient compresses to a
 * couple of kilobytes and would flatter the figures. `seed` varies it.
 */
function photoLikePng(width: number, height: number, seed: number): Buffer {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 16_777_216;
  };
  const cell = 10;
  const gridWidth = Math.ceil(width / cell) + 2;
  const grid = [0, 1, 2].map(() => Float32Array.from({ length: gridWidth * (Math.ceil(height / cell) + 2) }, () => random() * 90 - 45));
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const y0 = Math.floor(y / cell);
    const fy = y / cell - y0;
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / cell);
      const fx = x / cell - x0;
      const base = [(x * 200) / width + 30, (y * 160) / height + 60, 180 - (x * 80) / width];
      for (let c = 0; c < 3; c++) {
        const g = grid[c]!;
        const at = (i: number, j: number) => g[j * gridWidth + i]!;
        const blotch =
          (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
        row[1 + x * 3 + c] = clamp(base[c]! + blotch + random() * 16 - 8);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A calendar day `days` after today (UTC), YYYY-MM-DD: departures well after the agency's today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const departure = (days: number, double: number) => ({
  date: inDays(days),
  seats_total: 40,
  status: 'open',
  double_price_minor: double,
  agent_double_price_minor: double - 2_000_000,
  triple_price_minor: double - 4_000_000,
  agent_triple_price_minor: double - 5_500_000,
  quad_price_minor: double - 7_000_000,
  agent_quad_price_minor: double - 8_500_000,
  child_price_minor: 20_000_000,
  agent_child_price_minor: 19_000_000,
  infant_price_minor: 5_000_000,
  agent_infant_price_minor: 5_000_000,
});

const packageText = (title: string, titleAr: string, nights: number) => ({
  title_en: title,
  title_ar: titleAr,
  summary_en: `${title}: hotels, transfers and a guide, with breakfast every day.`,
  summary_ar: 'فنادق وتنقلات ومرشد، مع الإفطار يوميًا.',
  description_en:
    '<p>Stay in hand-picked hotels with breakfast, with private transfers from the airport and a local guide on the first day.</p><p>Our team answers from Monday to Saturday, 9AM to 6PM.</p>',
  description_ar: '<p>إقامة في فنادق مختارة مع الإفطار، وتنقلات خاصة من المطار ومرشد محلي في اليوم الأول.</p>',
  nights,
  inclusions: [
    { en: 'Breakfast', ar: 'الإفطار' },
    { en: 'Airport transfers', ar: 'التنقل من المطار وإليه' },
  ],
  exclusions: [{ en: 'Visa fee', ar: 'رسوم التأشيرة' }],
  itinerary: [
    { day: 1, title_en: 'Arrival', title_ar: 'الوصول', body_en: '<p>Transfer to the hotel.</p>', body_ar: '<p>الانتقال إلى الفندق.</p>' },
    { day: 2, title_en: 'City tour', title_ar: 'جولة في المدينة', body_en: '<p>A guided day.</p>', body_ar: '<p>يوم مع مرشد.</p>' },
    { day: nights + 1, title_en: 'Departure', title_ar: 'المغادرة', body_en: '<p>Back home.</p>', body_ar: '<p>العودة.</p>' },
  ],
  flights_included: true,
  flights_note_en: 'Emirates, from Karachi',
  flights_note_ar: 'طيران الإمارات، من كراتشي',
  currency: 'PKR',
  status: 'published',
});

const visa = (country: string, title: string, titleAr: string, price: number) => ({
  country_code: country,
  visa_type: 'tourist',
  entries: 'single',
  processing_days_min: 3,
  processing_days_max: 7,
  validity_days: 60,
  max_stay_days: 30,
  documents: [{ label_en: 'Passport scan', label_ar: 'صورة جواز السفر', upload: true }],
  currency: 'PKR',
  adult_price_minor: price,
  child_price_minor: price - 1_000_000,
  agent_adult_price_minor: price - 300_000,
  agent_child_price_minor: price - 1_200_000,
  title_en: title,
  title_ar: titleAr,
  summary_en: `${title}, processed in 3 to 7 days.`,
  summary_ar: 'تُعالَج خلال 3 إلى 7 أيام.',
  description_en: '<p>Apply with a passport valid for six months.</p>',
  description_ar: '<p>قدّم بجواز سفر صالح لستة أشهر.</p>',
  status: 'published',
});

export interface SeededCatalogues {
  /** The address of a published holiday with departures (its page). */
  holidayPage: string;
}

/**
 * Fills the catalogues of a fresh demo server: two live promo banners, header images of the
 * visa, holiday and Umrah pages, three holidays and three Umrah packages with their pictures, and
 * three visas, published and on sale (the demo data has the group tickets). Pictures are uploaded
 * as a camera's would be (1920 × 1080) and resized by the API.
 */
export async function seedCatalogues(baseUrl: string): Promise<SeededCatalogues> {
  const token = await signIn(baseUrl, 'admin@example.com');
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Envelope<T>;
    if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  let seed = 0;
  const upload = async (name: string): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photoLikePng(1920, 1080, ++seed))], { type: 'image/png' }), `${name}.png`);
    const res = await fetch(`${baseUrl}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const json = (await res.json()) as Envelope<{ image: { id: string } }>;
    if (!res.ok || !json.success) throw new Error(`POST /images answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data.image.id;
  };

  for (const [title_en, title_ar, link] of [
    ['Umrah this winter', 'عمرة هذا الشتاء', '/umra-packages'],
    ['Dubai for the family', 'دبي للعائلة', '/holidays'],
  ] as const) {
    await call('POST', '/save-promo-image', {
      image_id: await upload('banner'),
      title_en,
      title_ar,
      subtitle_en: 'Departures every week from Karachi and Lahore',
      subtitle_ar: 'رحلات كل أسبوع من كراتشي ولاهور',
      link,
    });
  }
  for (const kind of ['visa', 'holiday', 'umrah'] as const) {
    await call('POST', `/${kind}-header-images`, {
      image_id: await upload(kind),
      alt_en: `Travellers on a ${kind} trip`,
      alt_ar: 'مسافرون في رحلة',
    });
  }

  const holidays = [
    {
      ...packageText('Dubai Escape', 'عطلة في دبي', 5),
      country_code: 'AE',
      city_en: 'Dubai',
      city_ar: 'دبي',
      departures: [departure(30, 25_000_000), departure(60, 26_000_000)],
    },
    {
      ...packageText('Istanbul Discovery', 'اكتشف إسطنبول', 6),
      country_code: 'TR',
      city_en: 'Istanbul',
      city_ar: 'إسطنبول',
      departures: [departure(35, 31_000_000)],
    },
    {
      ...packageText('Baku Weekend', 'عطلة نهاية الأسبوع في باكو', 3),
      country_code: 'AZ',
      city_en: 'Baku',
      city_ar: 'باكو',
      departures: [departure(25, 18_000_000)],
    },
  ];
  /** A package's gallery: `count` pictures, the first described. */
  const gallery = async (count: number, what: string) => {
    const pictures = [];
    for (let i = 0; i < count; i++)
      pictures.push({
        image_id: await upload(what),
        ...(i === 0 ? { alt_en: `${what}, the view from the hotel`, alt_ar: 'المنظر من الفندق' } : {}),
      });
    return pictures;
  };
  let holidayPage = '';
  for (const [i, h] of holidays.entries()) {
    const hotels = [{ name: `${h.city_en} Grand Hotel`, city: h.city_en, stars: 4, nights: h.nights }];
    // The page the bench measures has four pictures, the others one each (their cards on the home page and the list).
    const saved = await call<{ holiday: { slug: string } }>('POST', '/holidays', {
      ...h,
      hotels,
      gallery: await gallery(i === 0 ? 4 : 1, h.city_en),
    });
    holidayPage ||= `/holiday-details/${saved.holiday.slug}`;
  }
  for (const [title, titleAr, nights, price] of [
    ['Umrah Economy', 'عمرة اقتصادية', 10, 32_000_000],
    ['Umrah Comfort', 'عمرة مريحة', 14, 45_000_000],
    ['Ramadan Umrah', 'عمرة رمضان', 15, 60_000_000],
  ] as const) {
    await call('POST', '/umrah-packages', {
      ...packageText(title, titleAr, nights),
      destination_city: 'makkah',
      hotels: [
        { name: 'Makkah Towers', city: 'makkah', stars: 5, nights: nights - 4, distance_to_haram_m: 150 },
        { name: 'Madinah Hotel', city: 'madinah', stars: 4, nights: 4, distance_to_haram_m: 300 },
      ],
      ziyarat: [{ en: 'Mount Uhud', ar: 'جبل أحد' }],
      transport_en: 'Air-conditioned bus',
      transport_ar: 'حافلة مكيفة',
      departures: [departure(40, price), departure(70, price + 2_000_000)],
      gallery: await gallery(1, 'Makkah'),
    });
  }
  for (const v of [
    visa('AE', 'UAE tourist visa, 30 days', 'تأشيرة سياحية للإمارات لمدة 30 يومًا', 3_500_000),
    visa('TR', 'Turkey e-visa', 'تأشيرة تركيا الإلكترونية', 2_000_000),
    visa('GB', 'UK standard visitor visa', 'تأشيرة زيارة المملكة المتحدة', 6_000_000),
  ])
    await call('POST', '/visas', v);
  return { holidayPage };
}
