import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type SyntheticEvent, type Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { useHydrated } from '../shared/useHydrated.ts';

/**
 * What to show when the image fails to load:
 * - `{ src }`: another picture, tried once (the gallery's default hospital image);
 * - `'person-icon'`: a generic person drawn here, named by `alt` (a doctor's photo);
 * - `'hide'`: nothing at all (a news image, a task photo).
 */
export type ImageFallback = { src: string } | 'person-icon' | 'hide';

export interface FallbackImageProps extends ComponentPropsWithoutRef<'img'> {
  src: string;
  /** Required: what the picture shows, or `''` when it is decorative. The person icon keeps it as its name. */
  alt: string;
  fallback: ImageFallback;
  ref?: Ref<HTMLImageElement>;
}

/**
 * The props of a page's lead picture, likely the largest thing its first screen paints: fetched at once and ahead
 * of the page's scripts rather than when the layout finds it near the viewport (`<FallbackImage {...leadPicture}>`).
 */
export const leadPicture = { loading: 'eager', fetchPriority: 'high' } as const;

type Stage = 'primary' | 'fallback' | 'failed';

/** The next stage after an error, given the fallback; `failed` is final, so a broken fallback never loops. */
export function nextStage(stage: Stage, fallback: ImageFallback, src: string): Stage {
  if (stage !== 'primary') return 'failed';
  if (typeof fallback === 'object' && fallback.src !== '' && fallback.src !== src) return 'fallback';
  return 'failed';
}

/**
 * An `<img>` that loads lazily (at once, for the page's `leadPicture`), decodes off the main thread, and falls back as the caller chooses when it breaks.
 * Give `width` and `height` (the picture's own size; CSS may still scale it) so the page does not jump as it loads.
 * The `ref` reaches the `<img>`, so it is `null` while the person icon shows or the image is hidden.
 */
export function FallbackImage({
  src,
  alt,
  fallback,
  loading = 'lazy',
  decoding = 'async',
  onError,
  width,
  height,
  className,
  style,
  ref,
  ...rest
}: FallbackImageProps) {
  // Which `src` the stage belongs to: a new `src` starts again from `primary` without an effect.
  const [state, setState] = useState<{ src: string; stage: Stage }>({ src, stage: 'primary' });
  let stage = state.src === src ? state.stage : 'primary';
  // A caller may swap `fallback` after a failure; only an object fallback has a picture to show.
  if (stage === 'fallback' && typeof fallback !== 'object') stage = 'failed';

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setState({ src, stage: nextStage(stage, fallback, src) });
    onError?.(event);
  };

  const shown = stage !== 'primary' && typeof fallback === 'object' && fallback.src !== '' ? fallback.src : src;
  const image = useRef<HTMLImageElement | null>(null);
  const setImage = (element: HTMLImageElement | null) => {
    image.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // Whether this picture came from pre-rendered HTML that React hydrated, rather than drawn by React itself.
  const hydrated = useHydrated();
  const fromHtml = useRef(!hydrated);
  useEffect(() => {
    // A pre-rendered picture that broke before React took the page over fired its error event unheard: replay it,
    // so the fallback shows as it would have. Only then: a picture React drew hears its own error. `decode()`
    // rejects for a broken picture (an SVG without a size of its own has naturalWidth 0 yet is fine).
    const element = image.current;
    if (!fromHtml.current || !element?.complete) return;
    fromHtml.current = false;
    element.decode().catch(() => {
      if (image.current === element) element.dispatchEvent(new Event('error'));
    });
  }, []);

  if (stage === 'failed' && fallback === 'hide') return null;
  if (stage === 'failed' && fallback === 'person-icon') {
    const ratio = Number(width) > 0 && Number(height) > 0 ? `${width} / ${height}` : undefined;
    return (
      <PersonIcon
        className={className}
        style={{ aspectRatio: ratio, ...style }}
        width={width}
        height={height}
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        data-fallback="person-icon"
      />
    );
  }

  // After a failed fallback the broken fallback stays, showing its alt text: no further swaps.
  return (
    <img
      {...rest}
      ref={setImage}
      src={shown}
      alt={alt}
      loading={loading}
      decoding={decoding}
      width={width}
      height={height}
      className={className}
      style={style}
      onError={handleError}
      data-fallback={shown === src ? undefined : 'src'}
    />
  );
}

export interface PersonIconProps extends ComponentPropsWithoutRef<'svg'> {
  ref?: Ref<SVGSVGElement>;
}

/** A generic head and shoulders on the brand tint, drawn for the site; it fills whatever box it is given. */
export function PersonIcon({ ref, ...rest }: PersonIconProps) {
  return (
    <PersonSvg viewBox="0 0 24 24" preserveAspectRatio="xMidYMid meet" focusable="false" {...rest} ref={ref}>
      <circle cx="12" cy="9.5" r="3.75" />
      <path d="M4.75 20.25a7.25 7.25 0 0 1 14.5 0z" />
    </PersonSvg>
  );
}

const PersonSvg = styled.svg`
  display: inline-block;
  vertical-align: middle;
  background-color: ${cssVar.color.brandSubtle};
  color: ${cssVar.color.brand};
  fill: currentColor;
`;
