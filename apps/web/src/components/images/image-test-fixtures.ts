import type { THeaderImage, TImage, TPromoBanner } from '@safar/contracts';
import { vi } from 'vitest';

export const imageOf = (n: number, width = 1600, height = 600): TImage => {
  const id = `0190a0a0-0000-7000-8000-00000000000${n}`;
  return {
    id,
    url: `/api/images/${id}-960.webp`,
    srcset: `/api/images/${id}-320.webp 320w, /api/images/${id}-960.webp 960w`,
    width,
    height,
  };
};

export const headerImageOf = (n: number, over: Partial<THeaderImage> = {}): THeaderImage => ({
  id: `0190a0a0-0000-7000-8000-0000000001${n}0`,
  kind: 'visa',
  image_id: imageOf(n).id,
  image: imageOf(n),
  position: n - 1,
  alt_en: `Visa hero ${n}`,
  alt_ar: `صورة التأشيرة ${n}`,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const bannerOf = (n: number, over: Partial<TPromoBanner> = {}): TPromoBanner => ({
  id: `0190a0a0-0000-7000-8000-0000000002${n}0`,
  image_id: imageOf(n).id,
  image: imageOf(n),
  title_en: `Banner ${n}`,
  title_ar: `لافتة ${n}`,
  subtitle_en: null,
  subtitle_ar: null,
  link: null,
  position: n,
  active: true,
  starts_on: null,
  ends_on: null,
  live: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** A stand-in for XMLHttpRequest (uploads report progress through it): each send is answered by `answer`. */
export function stubImageUploads(answer: (index: number) => { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { url: '', headers: {} as Record<string, string> };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      const index = sent.length;
      sent.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const a = answer(index);
        this.status = a.status;
        this.responseText = JSON.stringify(a.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

export const uploadedAnswer = (image: TImage) => ({
  status: 200,
  body: {
    success: true,
    data: { image },
    message: { status: 'success', description: 'Image uploaded.', details: null, key: 'messages.image_uploaded' },
  },
});
