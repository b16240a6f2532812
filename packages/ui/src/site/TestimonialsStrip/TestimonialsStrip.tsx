import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { startAutoScroll, TESTIMONIAL_STRIP, type StripClock } from './autoScroll.ts';
import { TESTIMONIALS_STRIP_TEXTS } from './testimonialsStripTexts.ts';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion.ts';

/** A patient's words on the home page, in the page's language (the admin writes each in English and Hindi). */
export interface TestimonialCard {
  /** The record's id, which keeps each card's identity; without one, the name and condition do. */
  id?: number | string;
  name: string;
  condition: string;
  quote: string;
  /** Stars out of 5. */
  rating: number;
}

export interface TestimonialsStripProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  testimonials: readonly TestimonialCard[];
  /** The region's accessible name; "Patient testimonials" in the page's language when not given. */
  label?: string;
  /** The timers the motion runs on; stories pass a manual clock to drive time by hand. */
  clock?: StripClock;
  /** Overrides the system's reduced-motion setting (stories); read from the system when not given. */
  reducedMotion?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Patient testimonials in a horizontal strip of 380px cards that scrolls by itself: it starts after 1 s and
 * moves 1 px every 50 ms, pauses while hovered or while anything in it has focus, and loops to the start.
 * It stands still for people who ask for reduced motion, and a Pause button stops it for anyone (WCAG 2.2.2).
 * The strip is a focusable, named region, so keyboard users can scroll it with the arrow keys.
 */
export function TestimonialsStrip({
  testimonials,
  label,
  clock,
  reducedMotion,
  ref,
  ...rest
}: TestimonialsStripProps) {
  const texts = useUiTexts('testimonialsStrip', TESTIMONIALS_STRIP_TEXTS);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  const systemReducedMotion = usePrefersReducedMotion();
  const still = reducedMotion ?? systemReducedMotion;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    return startAutoScroll(scroller, {
      ...(clock ? { clock } : {}),
      reducedMotion: still,
      isPaused: () => hovered.current || focused.current || stoppedRef.current,
    });
  }, [clock, still]);

  if (testimonials.length === 0) return null;

  return (
    <Root {...rest} ref={ref}>
      {still ? null : (
        <Controls>
          <PauseButton
            type="button"
            aria-pressed={stopped}
            onClick={() => {
              stoppedRef.current = !stopped;
              setStopped(!stopped);
            }}
          >
            {stopped ? texts.play : texts.pause}
          </PauseButton>
        </Controls>
      )}
      <Scroller
        ref={scrollerRef}
        role="region"
        aria-label={label ?? texts.label}
        tabIndex={0}
        data-part="scroller"
        onPointerEnter={() => (hovered.current = true)}
        onPointerLeave={() => (hovered.current = false)}
        onFocus={() => (focused.current = true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) focused.current = false;
        }}
      >
        <Cards>
          {testimonials.map((testimonial) => (
            <Card key={testimonial.id ?? `${testimonial.name} ${testimonial.condition}`}>
              <Stars role="img" aria-label={texts.rating(testimonial.rating)}>
                {'★'.repeat(Math.max(0, Math.min(5, Math.round(testimonial.rating))))}
              </Stars>
              <Quote>
                <p>“{testimonial.quote}”</p>
              </Quote>
              <Author>
                <AuthorName>{testimonial.name}</AuthorName>
                <Condition>{testimonial.condition}</Condition>
              </Author>
            </Card>
          ))}
        </Cards>
      </Scroller>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  container-type: inline-size;
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const PauseButton = styled.button`
  min-block-size: ${cssVar.size.touchTarget};
  padding: ${cssVar.space[2]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.brand};
  font: inherit;
  font-weight: ${cssVar.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  padding-block: ${cssVar.space[2]};
  border-radius: ${cssVar.radius.lg};
  scrollbar-width: thin;

  &:focus-visible {
    ${focusRing}
  }
`;

const Cards = styled.ul`
  display: flex;
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0 ${cssVar.space[1]};
  list-style: none;
`;

/* 380px as the spec says; on a phone narrower than that, most of the strip's width. */
const Card = styled.li`
  display: flex;
  flex: 0 0 min(${TESTIMONIAL_STRIP.cardWidthPx}px, 85cqi);
  flex-direction: column;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
`;

const Stars = styled.span`
  color: ${cssVar.color.status.appointment.pending.fg};
  font-size: ${cssVar.font.size.xl};
  letter-spacing: 0.1em;
`;

const Quote = styled.blockquote`
  flex: 1 1 auto;
  margin: 0;

  p {
    margin: 0;
    color: ${cssVar.color.text};
    line-height: ${cssVar.font.lineHeight.body};
    overflow-wrap: anywhere;
  }
`;

const Author = styled.p`
  display: grid;
  margin: 0;
`;

const AuthorName = styled.span`
  font-weight: ${cssVar.font.weight.semibold};
`;

const Condition = styled.span`
  color: ${cssVar.color.textMuted};
`;
