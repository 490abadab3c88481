import { theme } from '../theme/theme';

const { onDark, gold, accent, primaryDark } = theme.colors;

/**
 * Decorative hero art: the Rockies under a chinook arch behind an abstract Calgary skyline.
 * Inline SVG (about 3 kB, no request) with a fixed aspect ratio, so it never shifts the layout.
 */
export function HeroSkyline({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 560 400"
      width="560"
      height="400"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id="hero-windows" width="12" height="16" patternUnits="userSpaceOnUse">
          <rect x="3" y="4" width="5" height="7" rx="1" fill={onDark} fillOpacity="0.28" />
        </pattern>
        <linearGradient id="hero-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={accent} />
          <stop offset="1" stopColor={primaryDark} />
        </linearGradient>
      </defs>
      {/* The chinook arch: a band of clear sky under a long cloud bank. */}
      <path
        d="M-10 150 Q280 10 570 150 L570 172 Q280 44 -10 172 Z"
        fill={onDark}
        fillOpacity="0.14"
      />
      <circle cx="420" cy="128" r="34" fill={gold} fillOpacity="0.9" />
      {/* Mountains with snow caps. */}
      <path
        d="M0 290 L70 214 L112 250 L172 168 L232 246 L282 204 L342 258 L402 184 L470 252 L520 220 L560 248 L560 330 L0 330 Z"
        fill={onDark}
        fillOpacity="0.12"
      />
      <path
        d="M154 193 L172 168 L190 193 L180 188 L172 196 L163 188 Z M386 206 L402 184 L420 208 L409 203 L402 210 L394 203 Z"
        fill={onDark}
        fillOpacity="0.45"
      />
      {/* Skyline. */}
      <g fill={onDark} fillOpacity="0.2">
        <rect x="36" y="250" width="44" height="90" />
        <rect x="88" y="212" width="52" height="128" />
        <rect x="150" y="236" width="36" height="104" />
        <path d="M196 340 V176 Q226 160 250 176 V340 Z" />
        <rect x="262" y="224" width="40" height="116" />
        <rect x="346" y="196" width="50" height="144" />
        <rect x="404" y="242" width="42" height="98" />
        <rect x="456" y="222" width="54" height="118" />
        <rect x="516" y="262" width="40" height="78" />
      </g>
      <g fill="url(#hero-windows)">
        <rect x="88" y="222" width="52" height="112" />
        <rect x="196" y="186" width="54" height="148" />
        <rect x="346" y="206" width="50" height="128" />
        <rect x="456" y="232" width="54" height="102" />
      </g>
      {/* A slender observation tower. */}
      <g fill={onDark} fillOpacity="0.55">
        <rect x="318" y="118" width="10" height="222" />
        <rect x="304" y="106" width="38" height="16" rx="6" />
        <rect x="321" y="84" width="4" height="22" />
      </g>
      <rect x="304" y="110" width="38" height="4" fill={gold} />
      {/* River and ground. */}
      <rect x="0" y="338" width="560" height="62" fill="url(#hero-ground)" />
      <path
        d="M0 364 C120 350 200 384 320 368 S480 350 560 362 V374 C470 364 420 388 318 380 S110 366 0 378 Z"
        fill={onDark}
        fillOpacity="0.25"
      />
    </svg>
  );
}
