import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { avatarIcons } from '@lotus/contract/account';

export type AvatarIconName = (typeof avatarIcons)[number];

export function isAvatarIcon(name: string): name is AvatarIconName {
  return (avatarIcons as readonly string[]).includes(name);
}

/**
 * The twelve drawn avatars a member can pick (the contract names them; the art lives here). Each is
 * a round badge on a 48-unit grid: a coloured ground and a simple face or figure.
 */
const art: Record<AvatarIconName, { bg: [string, string]; body: ReactNode }> = {
  lotus: {
    bg: ['#134e4a', '#0f766e'],
    body: (
      <>
        <path d="M24 11c5 6 6 13 0 23-6-10-5-17 0-23z" fill="#f9a8d4" />
        <path d="M12 20c7 0 11 5 12 14-8 0-12-5-12-14zM36 20c-7 0-11 5-12 14 8 0 12-5 12-14z" fill="#f472b6" />
        <path d="M9 30c6-2 11 0 15 4-6 2-11 1-15-4zM39 30c-6-2-11 0-15 4 6 2 11 1 15-4z" fill="#ec4899" />
        <path d="M13 36h22" stroke="#5eead4" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  tiger: {
    bg: ['#7c2d12', '#c2410c'],
    body: (
      <>
        <circle cx="14" cy="14" r="5" fill="#fb923c" />
        <circle cx="34" cy="14" r="5" fill="#fb923c" />
        <circle cx="24" cy="26" r="14" fill="#fb923c" />
        <path d="M24 12v6M17 14l2 5M31 14l-2 5M10 24h6M32 24h6M11 30h5M32 30h5" stroke="#1c1917" strokeWidth="2" strokeLinecap="round" />
        <ellipse cx="24" cy="32" rx="7" ry="5" fill="#fff7ed" />
        <circle cx="19" cy="24" r="1.8" fill="#1c1917" />
        <circle cx="29" cy="24" r="1.8" fill="#1c1917" />
        <path d="M22 30h4l-2 2z" fill="#1c1917" />
      </>
    ),
  },
  dragon: {
    bg: ['#14532d', '#15803d'],
    body: (
      <>
        <path d="M15 16l-4-7 8 4zM33 16l4-7-8 4z" fill="#fde047" />
        <path d="M12 22c0-7 5-10 12-10s12 3 12 10v6c0 6-5 10-12 10s-12-4-12-10z" fill="#4ade80" />
        <path d="M16 30c2 4 5 5 8 5s6-1 8-5" fill="#bbf7d0" />
        <circle cx="19" cy="23" r="2.6" fill="#fef9c3" />
        <circle cx="29" cy="23" r="2.6" fill="#fef9c3" />
        <circle cx="19" cy="23" r="1.2" fill="#14532d" />
        <circle cx="29" cy="23" r="1.2" fill="#14532d" />
        <circle cx="21" cy="31" r="1" fill="#14532d" />
        <circle cx="27" cy="31" r="1" fill="#14532d" />
        <path d="M12 28c-3 1-5 0-6-2M36 28c3 1 5 0 6-2" stroke="#fde047" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  phoenix: {
    bg: ['#7f1d1d', '#b91c1c'],
    body: (
      <>
        <path d="M24 8c3 4 2 7 0 9-2-2-3-5 0-9zM18 10c3 3 3 6 2 8-3-1-4-4-2-8zM30 10c-3 3-3 6-2 8 3-1 4-4 2-8z" fill="#fde047" />
        <path d="M24 17c7 0 10 5 10 11 0 7-5 11-10 11s-10-4-10-11c0-6 3-11 10-11z" fill="#fb923c" />
        <path d="M10 26c4-1 6 1 7 4-4 1-6 0-7-4zM38 26c-4-1-6 1-7 4 4 1 6 0 7-4z" fill="#fde047" />
        <circle cx="20" cy="25" r="1.8" fill="#1c1917" />
        <circle cx="28" cy="25" r="1.8" fill="#1c1917" />
        <path d="M22 29h4l-2 4z" fill="#fde047" />
      </>
    ),
  },
  koi: {
    bg: ['#1e3a8a', '#2563eb'],
    body: (
      <>
        <path d="M9 24c5-8 14-10 22-6l7-5v22l-7-5c-8 4-17 2-22-6z" fill="#fff7ed" />
        <path d="M16 19c3-2 6-2 8 0-1 3-5 4-8 0zM22 28c3-1 6 0 7 2-3 2-6 1-7-2z" fill="#f97316" />
        <path d="M31 18l7-5v8z" fill="#f97316" />
        <circle cx="14" cy="23" r="1.6" fill="#1e3a8a" />
        <path d="M12 36c3-1 5 1 8 0M26 38c3-1 5 1 8 0" stroke="#93c5fd" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  crane: {
    bg: ['#0c4a6e', '#0284c7'],
    body: (
      <>
        <path d="M20 40c0-9 1-15 4-19" stroke="#f8fafc" strokeWidth="4" strokeLinecap="round" fill="none" />
        <circle cx="26" cy="17" r="7" fill="#f8fafc" />
        <path d="M23 11a4 3 0 016 0z" fill="#dc2626" />
        <path d="M32 17l10 3-10 1z" fill="#fbbf24" />
        <circle cx="28" cy="16" r="1.4" fill="#0f172a" />
        <path d="M22 21c-2 2-2 4-1 6" stroke="#0f172a" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  panda: {
    bg: ['#14532d', '#16a34a'],
    body: (
      <>
        <circle cx="13" cy="14" r="5.5" fill="#111827" />
        <circle cx="35" cy="14" r="5.5" fill="#111827" />
        <circle cx="24" cy="26" r="14" fill="#f8fafc" />
        <ellipse cx="18" cy="24" rx="3.6" ry="4.6" transform="rotate(-25 18 24)" fill="#111827" />
        <ellipse cx="30" cy="24" rx="3.6" ry="4.6" transform="rotate(25 30 24)" fill="#111827" />
        <circle cx="18.6" cy="23.6" r="1.3" fill="#f8fafc" />
        <circle cx="29.4" cy="23.6" r="1.3" fill="#f8fafc" />
        <ellipse cx="24" cy="31" rx="3" ry="2" fill="#111827" />
        <path d="M21 34c2 1.5 4 1.5 6 0" stroke="#111827" strokeWidth="1.4" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  fox: {
    bg: ['#431407', '#9a3412'],
    body: (
      <>
        <path d="M10 9l9 9-9 4zM38 9l-9 9 9 4z" fill="#fb923c" />
        <path d="M10 20c4-3 9-4 14-4s10 1 14 4c0 9-6 17-14 19-8-2-14-10-14-19z" fill="#f97316" />
        <path d="M12 24c4 0 8 3 12 13-7-1-12-6-12-13zM36 24c-4 0-8 3-12 13 7-1 12-6 12-13z" fill="#fff7ed" />
        <circle cx="19" cy="24" r="1.8" fill="#1c1917" />
        <circle cx="29" cy="24" r="1.8" fill="#1c1917" />
        <circle cx="24" cy="35" r="1.8" fill="#1c1917" />
      </>
    ),
  },
  owl: {
    bg: ['#3b0764', '#7e22ce'],
    body: (
      <>
        <path d="M12 12l6 5h12l6-5v18c0 6-5 10-12 10s-12-4-12-10z" fill="#a16207" />
        <circle cx="18.5" cy="23" r="6" fill="#fef3c7" />
        <circle cx="29.5" cy="23" r="6" fill="#fef3c7" />
        <circle cx="18.5" cy="23" r="3" fill="#1c1917" />
        <circle cx="29.5" cy="23" r="3" fill="#1c1917" />
        <circle cx="19.5" cy="22" r="1" fill="#fef3c7" />
        <circle cx="30.5" cy="22" r="1" fill="#fef3c7" />
        <path d="M22 29h4l-2 4z" fill="#fbbf24" />
        <path d="M17 35c2 1 4 1 5 0M26 35c2 1 4 1 5 0" stroke="#fde68a" strokeWidth="1.4" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  wolf: {
    bg: ['#1e293b', '#475569'],
    body: (
      <>
        <path d="M11 8l8 10-9 3zM37 8l-8 10 9 3z" fill="#94a3b8" />
        <path d="M10 21c4-3 9-5 14-5s10 2 14 5c-1 8-5 13-9 16l-5 3-5-3c-4-3-8-8-9-16z" fill="#94a3b8" />
        <path d="M18 28c2 1 4 4 6 11 2-7 4-10 6-11-2-2-4-2-6-2s-4 0-6 2z" fill="#e2e8f0" />
        <path d="M16 23l5 1M32 23l-5 1" stroke="#0f172a" strokeWidth="2" strokeLinecap="round" />
        <path d="M22 33h4l-2 2.5z" fill="#0f172a" />
      </>
    ),
  },
  eagle: {
    bg: ['#422006', '#854d0e'],
    body: (
      <>
        <path d="M10 40c1-10 6-16 14-16s13 6 14 16z" fill="#78350f" />
        <path d="M14 22c0-7 4-11 10-11s10 4 10 11c0 5-4 8-10 8s-10-3-10-8z" fill="#f8fafc" />
        <path d="M24 21h9c0 5-3 9-7 9l-2-3z" fill="#facc15" />
        <path d="M17 19l6 1" stroke="#1c1917" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="20" cy="21.5" r="1.6" fill="#1c1917" />
      </>
    ),
  },
  lion: {
    bg: ['#713f12', '#a16207'],
    body: (
      <>
        <circle cx="24" cy="25" r="16" fill="#b45309" />
        <path d="M24 9l3 4 4-3 1 5 5-1-1 5 5 1-3 4 3 4-5 1 1 5-5-1-1 5-4-3-3 4-3-4-4 3-1-5-5 1 1-5-5-1 3-4-3-4 5-1-1-5 5 1 1-5 4 3z" fill="#92400e" />
        <circle cx="24" cy="26" r="10.5" fill="#fbbf24" />
        <circle cx="20" cy="24" r="1.6" fill="#1c1917" />
        <circle cx="28" cy="24" r="1.6" fill="#1c1917" />
        <path d="M22 28h4l-2 2z" fill="#1c1917" />
        <path d="M24 30v2M21 33c1.5 1 4.5 1 6 0" stroke="#1c1917" strokeWidth="1.3" strokeLinecap="round" fill="none" />
      </>
    ),
  },
};

interface AvatarProps {
  /** An icon name (STATIC) or an image URL (CUSTOM); anything unknown draws the lotus. */
  avatar?: string | null;
  avatarType?: 'STATIC' | 'CUSTOM';
  /** Accessible name; decorative without one. */
  label?: string;
  className?: string;
}

export function Avatar({ avatar, avatarType = 'STATIC', label, className }: AvatarProps) {
  if (avatarType === 'CUSTOM' && avatar) {
    return <img src={avatar} alt={label ?? ''} className={clsx('rounded-full object-cover', className ?? 'size-9')} />;
  }
  const name: AvatarIconName = avatar && isAvatarIcon(avatar) ? avatar : 'lotus';
  const { bg, body } = art[name];
  const gradientId = `avatar-bg-${name}`;
  return (
    <svg
      viewBox="0 0 48 48"
      className={clsx('shrink-0 rounded-full', className ?? 'size-9')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={bg[0]} />
          <stop offset="1" stopColor={bg[1]} />
        </linearGradient>
        <clipPath id={`${gradientId}-clip`}>
          <circle cx="24" cy="24" r="24" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${gradientId}-clip)`}>
        <circle cx="24" cy="24" r="24" fill={`url(#${gradientId})`} />
        {body}
      </g>
    </svg>
  );
}
