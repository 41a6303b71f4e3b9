import type { TImage } from '@safar/contracts';
import { postFile } from '@/features/uploads/upload-request';

/** POST /images: the image once resized into its variants, or an ApiError with the server's message. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<TImage> {
  // One key per file chosen: a retry of the same request stores it once.
  const key = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  const { data } = await postFile<{ image: TImage }>('/images', file, onProgress, key);
  return data.image;
}
