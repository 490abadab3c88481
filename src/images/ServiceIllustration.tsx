import { theme } from '../theme/theme';

const { primary, primaryLight, accent, accentLight, gold, surface, border } = theme.colors;

interface IllustrationProps {
  className?: string;
}

const frame = { viewBox: '0 0 320 160', width: 320, height: 160 } as const;

/** Decorative: a clinic storefront with a health cross, a tree and parking. */
export function HealthcareIllustration({ className }: IllustrationProps) {
  return (
    <svg className={className} {...frame} aria-hidden="true" focusable="false">
      <rect width="320" height="160" fill={accentLight} />
      <circle cx="262" cy="40" r="18" fill={gold} fillOpacity="0.8" />
      <rect x="60" y="52" width="170" height="96" rx="4" fill={surface} stroke={border} />
      <rect x="60" y="52" width="170" height="20" rx="4" fill={accent} />
      <rect x="136" y="22" width="22" height="46" rx="3" fill={surface} stroke={border} />
      <rect x="144" y="30" width="6" height="30" fill={accent} />
      <rect x="132" y="42" width="30" height="6" fill={accent} transform="translate(0 -3)" />
      <rect x="76" y="86" width="40" height="30" rx="2" fill={primaryLight} />
      <rect x="174" y="86" width="40" height="30" rx="2" fill={primaryLight} />
      <rect x="128" y="96" width="34" height="52" rx="2" fill={primary} />
      <circle cx="270" cy="108" r="22" fill={accent} fillOpacity="0.75" />
      <rect x="267" y="126" width="6" height="22" fill={primary} />
      <rect x="0" y="148" width="320" height="12" fill={primary} fillOpacity="0.15" />
    </svg>
  );
}

/** Decorative: an office tower, a shopfront with an awning and a warehouse with loading doors. */
export function CommercialIllustration({ className }: IllustrationProps) {
  return (
    <svg className={className} {...frame} aria-hidden="true" focusable="false">
      <rect width="320" height="160" fill={primaryLight} />
      <circle cx="54" cy="36" r="16" fill={gold} fillOpacity="0.8" />
      <rect x="40" y="40" width="60" height="108" fill={primary} />
      {[52, 68, 84, 100, 116].map((y) => (
        <g key={y} fill={primaryLight} fillOpacity="0.7">
          <rect x="48" y={y} width="12" height="8" />
          <rect x="64" y={y} width="12" height="8" />
          <rect x="80" y={y} width="12" height="8" />
        </g>
      ))}
      <rect x="112" y="84" width="76" height="64" fill={surface} stroke={border} />
      <path d="M108 84 H192 L186 100 H114 Z" fill={accent} />
      <rect x="122" y="108" width="30" height="24" fill={accentLight} />
      <rect x="160" y="108" width="18" height="40" fill={primary} fillOpacity="0.8" />
      <path d="M200 148 V86 L248 66 L296 86 V148 Z" fill={surface} stroke={border} />
      <rect
        x="212"
        y="108"
        width="30"
        height="40"
        fill={accent}
        fillOpacity="0.25"
        stroke={accent}
      />
      <rect
        x="252"
        y="108"
        width="30"
        height="40"
        fill={accent}
        fillOpacity="0.25"
        stroke={accent}
      />
      <rect x="0" y="148" width="320" height="12" fill={primary} fillOpacity="0.15" />
    </svg>
  );
}

export const SERVICE_ILLUSTRATIONS = {
  healthcare: HealthcareIllustration,
  commercial: CommercialIllustration,
} as const;
