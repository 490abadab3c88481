import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface PictureProps {
  /** gatsbyImageData from gatsby-plugin-image / gatsby-plugin-sharp (CONSTRAINED or FIXED). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Eager for a photo that may be the largest thing in the first screen; lazy otherwise. */
  loading?: 'eager' | 'lazy';
}

/**
 * A static <picture> from gatsby-plugin-image's processed sources.
 * Photos below the fold need no hydration runtime: <GatsbyImage> would add a client chunk that
 * bundles React's server renderer (~14 KiB compressed) and lazy-load markup (data-srcset, an
 * empty-alt sizer) that the Nu Html Checker rejects. The browser's own loading="lazy" and the
 * width/height attributes (no layout shift) do the same job here.
 */
export function Picture({ image, alt, className, loading = 'lazy' }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  );
}
