export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
export { HeaderImagesManager } from './header-images-manager';
export { PageHero, type PageHeroProps } from './page-hero';
export { PromoBanners, type PromoBannersProps } from './promo-banners';
