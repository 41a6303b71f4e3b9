import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { HeaderImagesManager } from './header-images-manager';
import { bannerOf, headerImageOf, imageOf, stubImageUploads, uploadedAnswer } from './image-test-fixtures';
import { ImageUploadField } from './image-upload-field';
import { PageHero } from './page-hero';
import { PromoBanners } from './promo-banners';
import { ResponsiveImage } from './responsive-image';

beforeAll(() => setupI18n(['images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

describe('ResponsiveImage', () => {
  it('gives the browser every variant and the box, lazily by default', () => {
    const image = imageOf(1);
    render(<ResponsiveImage image={image} alt="Dunes" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Dunes' });
    expect(img.getAttribute('src')).toBe(image.url);
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches a priority image at once and first', () => {
    render(<ResponsiveImage image={imageOf(1)} alt="" priority />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('ImageUploadField', () => {
  function Gallery({ initial }: { initial: string[] }) {
    const [ids, setIds] = useState(initial);
    return (
      <>
        <ImageUploadField label="Photos" multiple value={ids} known={[imageOf(1), imageOf(2)]} onChange={(next) => setIds(next)} />
        <output data-testid="value">{ids.join(',')}</output>
      </>
    );
  }

  it('uploads each chosen file, adds it to the gallery, reorders and removes', async () => {
    const sent = stubImageUploads(() => uploadedAnswer(imageOf(3)));
    render(<Gallery initial={[imageOf(1).id, imageOf(2).id]} />);
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [png('three.png')] } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe([1, 2, 3].map((n) => imageOf(n).id).join(',')));
    expect(sent[0]!.url).toBe('/api/images');
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(screen.getByText('three.png uploaded.')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(screen.getByTestId('value').textContent).toBe([1, 3, 2].map((n) => imageOf(n).id).join(','));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByTestId('value').textContent).toBe([3, 2].map((n) => imageOf(n).id).join(','));
  });

  it('shows the server’s refusal for the file and keeps the value', async () => {
    stubImageUploads(() => ({
      status: 415,
      body: {
        success: false,
        data: null,
        message: { status: 'error', code: 'unsupported_media_type', description: 'Only JPEG, PNG or WebP images are accepted.' },
      },
    }));
    render(<Gallery initial={[imageOf(1).id]} />);
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [png('notes.png')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('notes.png was not uploaded: Only JPEG, PNG or WebP images are accepted.');
    expect(screen.getByTestId('value').textContent).toBe(imageOf(1).id);
  });

  it('replaces the one image of a single field', async () => {
    stubImageUploads(() => uploadedAnswer(imageOf(2)));
    const onChange = vi.fn();
    render(<ImageUploadField label="Image" value={imageOf(1).id} known={[imageOf(1)]} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [png('new.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(imageOf(2).id, imageOf(2)));
  });
});

describe('PageHero', () => {
  it('shows the first header image with priority behind the title, and steps through the others', async () => {
    const calls = stubApi(() => listOf([headerImageOf(1), headerImageOf(2)]));
    renderScreen(<PageHero kind="visa" title="Visas" intro="Apply online" />, { path: '/visas', route: '/visas', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Visas' })).toBeTruthy();
    const first = await screen.findByRole('img', { name: 'Visa hero 1' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(calls[0]!.url.pathname).toBe('/api/visa-header-images');
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Visa hero 2' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Image 2 of 2')).toBeTruthy();
  });

  it('keeps its title and no controls when the page has no header image', async () => {
    const calls = stubApi(() => listOf([]));
    renderScreen(<PageHero kind="umrah" title="Umrah packages" />, { path: '/u', route: '/u', user: null });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/api/umrah-header-images');
    expect(screen.getByRole('heading', { name: 'Umrah packages' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PromoBanners', () => {
  it('shows the live banners in the reader’s language with their links', async () => {
    const calls = stubApi(() =>
      listOf([
        bannerOf(1, { link: '/umrah-packages', subtitle_en: 'From Karachi' }),
        bannerOf(2, { link: 'https://example.com/offer' }),
        bannerOf(3),
      ]),
    );
    renderScreen(<PromoBanners priorityFirst />, { path: '/', route: '/', user: null });
    const region = await screen.findByRole('region', { name: 'Offers' });
    expect(calls[0]!.url.pathname).toBe('/api/get-promo-images');
    expect(calls[0]!.url.searchParams.get('all')).toBeNull();
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/umrah-packages', 'https://example.com/offer']);
    expect(links[1]!.getAttribute('rel')).toBe('noopener');
    expect(within(region).getByText('From Karachi')).toBeTruthy();
    expect(within(region).getByText('Banner 3')).toBeTruthy();
    const images = region.querySelectorAll('img');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
  });

  it('shows nothing when no banner is live', async () => {
    const calls = stubApi(() => listOf([]));
    const { container } = renderScreen(<PromoBanners />, { path: '/', route: '/', user: null });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.promo-strip')).toBeNull());
  });
});

describe('HeaderImagesManager', () => {
  it('lists a page’s header images, adds one with its descriptions, and renumbers when one moves', async () => {
    const items = [headerImageOf(1, { kind: 'holiday' }), headerImageOf(2, { kind: 'holiday' })];
    stubImageUploads(() => uploadedAnswer(imageOf(3)));
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? listOf(items)
        : {
            body: {
              success: true,
              data: { header_image: items[0] },
              message: { status: 'success', description: 'Header image saved.', details: null },
            },
          },
    );
    renderScreen(<HeaderImagesManager kind="holiday" />, { path: '/admin/holidays', route: '/admin/holidays', user: admin });
    expect(await screen.findByRole('img', { name: 'Visa hero 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add header image' }));
    expect(await screen.findByText('Choose an image first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Image/), { target: { files: [png('beach.png')] } });
    await screen.findByText('beach.png uploaded.');
    fireEvent.change(screen.getByLabelText(/^Description \(English\)/), { target: { value: 'A beach in Phuket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add header image' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/holiday-header-images');
    expect(post.body).toEqual({ image_id: imageOf(3).id, alt_en: 'A beach in Phuket', alt_ar: null });

    fireEvent.click(screen.getByRole('button', { name: 'Move header image 2 earlier' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => [c.url.searchParams.get('id'), c.body]);
    expect(puts).toEqual([
      [items[1]!.id, { position: 0 }],
      [items[0]!.id, { position: 1 }],
    ]);
  });

  it('deletes a header image after a confirmation', async () => {
    const items = [headerImageOf(1)];
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? listOf(items)
        : {
            body: {
              success: true,
              data: { id: items[0]!.id },
              message: { status: 'success', description: 'Header image deleted.', details: null },
            },
          },
    );
    renderScreen(<HeaderImagesManager kind="visa" />, { path: '/admin/visas', route: '/admin/visas', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete header image 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.pathname + del.url.search).toBe(`/api/visa-header-images?id=${items[0]!.id}`);
  });
});
