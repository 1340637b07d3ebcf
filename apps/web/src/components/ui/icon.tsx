import type { SVGProps } from 'react';

/**
 * Line icons drawn for this project on a 24-unit grid (stroke, currentColor). Direction-sensitive
 * ones (arrows, chevrons) are mirrored by the caller with `rtl:-scale-x-100`.
 */
const paths = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  home: <path d="M4 11l8-7 8 7M6 9.5V20h4.5v-5h3v5H18V9.5" />,
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <circle cx="9" cy="9" r="1.1" fill="currentColor" />
      <circle cx="15" cy="15" r="1.1" fill="currentColor" />
      <circle cx="15" cy="9" r="1.1" fill="currentColor" />
      <circle cx="9" cy="15" r="1.1" fill="currentColor" />
    </>
  ),
  cards: (
    <>
      <rect x="3.5" y="6" width="11" height="15" rx="2" transform="rotate(-10 9 13.5)" />
      <rect x="9.5" y="3.5" width="11" height="15" rx="2" transform="rotate(8 15 11)" />
      <path d="M15 8.5l1.6 2.4L15 13.3l-1.6-2.4z" fill="currentColor" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4.5 8.5-6 13-3l4-2.5v11L16 15c-4.5 3-10 1.5-13-3z" />
      <circle cx="8" cy="11" r="1" fill="currentColor" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4zM12 3.5v4M20.2 9.8l-4.2.6M16.8 19l-2.3-3.9M7.2 19l2.3-3.9M3.8 9.8l4.2.6" />
    </>
  ),
  lottery: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M11 10.8l1.2-.8v4" />
    </>
  ),
  ticket: (
    <path d="M4 7.5A1.5 1.5 0 015.5 6h13A1.5 1.5 0 0120 7.5V10a2 2 0 000 4v2.5a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 16.5V14a2 2 0 000-4zM14 6v12" />
  ),
  swords: <path d="M4 4l9 9M4 4h4M4 4v4M20 4l-9 9M20 4h-4M20 4v4M7 14l3 3M17 14l-3 3M5.5 18.5l2-2M18.5 18.5l-2-2" />,
  controller: (
    <>
      <path d="M7 8h10a4 4 0 014 4l.5 4a2.5 2.5 0 01-4.5 1.8L15 15H9l-2 2.8A2.5 2.5 0 012.5 16L3 12a4 4 0 014-4z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="15.5" cy="11" r=".9" fill="currentColor" />
      <circle cx="17.5" cy="13" r=".9" fill="currentColor" />
    </>
  ),
  flame: <path d="M12 21c-3.9 0-6.5-2.7-6.5-6.2 0-3.6 2.7-5.5 3.7-8.8 2 1.3 2.6 3 2.6 4.4 1-.6 1.7-1.9 1.8-3.4 2.8 2 4.9 5 4.9 8 0 3.4-2.7 6-6.5 6z" />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0112 7.4 4.2 4.2 0 0119.5 10c0 5.4-7.5 10-7.5 10z" />,
  gift: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5C10.5 5 7 4.5 7 6.8 7 8.5 9.6 8.5 12 8.5zM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-2.6 1.7-5 1.7z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V17a2 2 0 002 2h14v-11H6.5A2.5 2.5 0 014 7.5z" />
      <circle cx="16" cy="13.5" r="1.1" fill="currentColor" />
    </>
  ),
  deposit: <path d="M12 4v10M8 10l4 4 4-4M5 17v2h14v-2" />,
  withdraw: <path d="M12 14V4M8 8l4-4 4 4M5 17v2h14v-2" />,
  share: (
    <>
      <circle cx="6.5" cy="12" r="2.5" />
      <circle cx="17.5" cy="6" r="2.5" />
      <circle cx="17.5" cy="18" r="2.5" />
      <path d="M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6" />
    </>
  ),
  trophy: <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H4.5c0 3 1.5 4.5 3.8 4.8M16 6h3.5c0 3-1.5 4.5-3.8 4.8M12 13v4M8.5 20h7M9.5 17h5" />,
  coins: (
    <>
      <ellipse cx="10" cy="7" rx="6" ry="2.6" />
      <path d="M4 7v4c0 1.4 2.7 2.6 6 2.6s6-1.2 6-2.6V7M4 11v4c0 1.4 2.7 2.6 6 2.6 1 0 1.9-.1 2.7-.3" />
      <circle cx="17" cy="16" r="3.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
  list: <path d="M9 6.5h11M9 12h11M9 17.5h11M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01" />,
  headset: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0115 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  download: <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />,
  phone: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2.5" />
      <path d="M11 18h2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.5 3.6 5.3 3.6 8.5S14.4 18 12 20.5C9.6 18 8.4 15.2 8.4 12S9.6 6 12 3.5z" />
    </>
  ),
  logout: <path d="M14 4.5H6.5v15H14M10 12h10M16.5 8.5L20 12l-3.5 3.5" />,
  login: <path d="M10 4.5h7.5v15H10M4 12h10M10.5 8.5L14 12l-3.5 3.5" />,
  chevron: <path d="M9 6l6 6-6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
  shield: <path d="M12 3.5l7 2.8v5.2c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6.3zM9 12l2 2 4-4" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
      <path d="M8 10.5V8a4 4 0 018 0v2.5M12 14.5v2" />
    </>
  ),
  bolt: <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.8v.2" />
    </>
  ),
  warning: <path d="M12 4l9 16H3zM12 10v4.5M12 17.3v.2" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  crown: <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13zM6 20h12" />,
  megaphone: <path d="M4 10v4h3l7 4.5v-13L7 10zM17 9.5a3.5 3.5 0 010 5M9 14l1 5h2.5l-1-4.5" />,
  star: <path d="M12 4l2.5 5.2 5.6.8-4 4 1 5.6L12 17l-5.1 2.6 1-5.6-4-4 5.6-.8z" />,
  eye: (
    <>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  eyeOff: <path d="M4 4l16 16M10 6.1A9.8 9.8 0 0112 6c6 0 9.5 6 9.5 6a16 16 0 01-3 3.6M6.6 7.4C4 9.2 2.5 12 2.5 12s3.5 6 9.5 6c1.5 0 2.8-.3 4-.9M9.9 10.1a2.8 2.8 0 004 4" />,
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 014.8.9c0 1.7-2.4 2.1-2.4 3.6M12 16.8v.2" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  chart: <path d="M4 20h16M7 16v-4M11 16V8M15 16v-6M19 16V5" />,
  transfer: <path d="M5 8h13M15 5l3 3-3 3M19 16H6M9 13l-3 3 3 3" />,
  record: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  refresh: <path d="M19.5 12a7.5 7.5 0 01-13.3 4.8M4.5 12a7.5 7.5 0 0113.3-4.8M18 3.5v4h-4M6 20.5v-4h4" />,
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8.5-8.5M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  message: <path d="M4.5 5.5h15a1 1 0 011 1v9a1 1 0 01-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 01-1-1v-9a1 1 0 011-1zM8 10h8M8 13h5" />,
  play: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10 8.8v6.4l5.2-3.2z" fill="currentColor" />
    </>
  ),
  inbox: <path d="M4 13.5l2.2-7.2A1.5 1.5 0 017.6 5.2h8.8a1.5 1.5 0 011.4 1.1l2.2 7.2M4 13.5V18a1.5 1.5 0 001.5 1.5h13A1.5 1.5 0 0020 18v-4.5M4 13.5h4.5l1.2 2.2h4.6l1.2-2.2H20" />,
  edit: <path d="M14.5 5.5l4 4M4.5 19.5l1-4.5 10-10a1.4 1.4 0 012 0l2 2a1.4 1.4 0 010 2l-10 10z" />,
  spark: <path d="M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3" />,
  search: <path d="M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.5 15.5L20 20" />,
} as const;

export type IconName = keyof typeof paths;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? 'size-5'}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
