import type { ComponentPropsWithoutRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';

/**
 * An echo machine drawn for the site: a monitor on a cart whose heart trace is drawn again and again, and whose
 * probe light pulses. Decorative (`aria-hidden`); still when the person asks for reduced motion.
 */
export function EchoMachineIllustration(props: ComponentPropsWithoutRef<'svg'>) {
  return (
    <Svg viewBox="0 0 240 200" aria-hidden="true" focusable="false" {...props}>
      <rect data-part="body" x="40" y="20" width="160" height="110" rx="12" />
      <rect data-part="screen" x="54" y="34" width="132" height="76" rx="6" />
      <Trace points="58,78 80,78 90,78 98,56 106,98 114,70 120,78 142,78 150,78 158,60 166,92 172,78 182,78" />
      <rect data-part="body" x="110" y="130" width="20" height="40" />
      <rect data-part="body" x="70" y="168" width="100" height="12" rx="6" />
      <path data-part="cable" d="M200 90c24 0 24 50 0 60" />
      <Probe cx="198" cy="154" r="8" />
    </Svg>
  );
}

// A gap runs along the trace like a monitor's sweep; the trace itself is always (mostly) drawn, so a still
// frame, a print or a screenshot still shows a heartbeat.
const sweep = keyframes`
  from {
    stroke-dashoffset: 0;
  }

  to {
    stroke-dashoffset: -260;
  }
`;

const pulse = keyframes`
  50% {
    opacity: 0.35;
  }
`;

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  max-inline-size: 20rem;
  block-size: auto;

  & [data-part='body'] {
    fill: ${cssVar.color.brand};
  }

  & [data-part='screen'] {
    fill: ${cssVar.color.surface};
  }

  & [data-part='cable'] {
    fill: none;
    stroke: ${cssVar.color.textMuted};
    stroke-width: 3;
  }
`;

const Trace = styled.polyline`
  fill: none;
  stroke: ${cssVar.color.emergency};
  stroke-width: 3;
  stroke-linejoin: round;
  stroke-dasharray: 220 40;
  animation: ${sweep} 2.4s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    stroke-dasharray: none;
  }
`;

const Probe = styled.circle`
  fill: ${cssVar.color.accent};
  animation: ${pulse} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
