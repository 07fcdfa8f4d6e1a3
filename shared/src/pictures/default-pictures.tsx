// Murmur's own default pictures, drawn in the favicon's style (the dark panel #182230, the
// accent #d8a070, round strokes): shown where an account has no avatar or header, or where the
// server's picture failed. Inline SVG, so they cost no request and carry no data: URL.

interface DefaultPictureProps {
  className?: string | undefined;
  width?: number | string | undefined;
  height?: number | string | undefined;
}

export function DefaultAvatar({ className, width, height }: DefaultPictureProps) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
      data-default-picture="avatar"
    >
      <rect width="96" height="96" rx="12" fill="#182230" />
      <circle cx="48" cy="38" r="15" fill="none" stroke="#d8a070" strokeWidth="6" />
      <path
        d="M21 80c4-14 15-21 27-21s23 7 27 21"
        fill="none"
        stroke="#d8a070"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M70 24c3 3 3 9 0 12M76 19c6 6 6 16 0 22"
        fill="none"
        stroke="#d8a070"
        strokeOpacity=".55"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function DefaultHeader({ className, width, height }: DefaultPictureProps) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 600 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-default-picture="header"
    >
      <rect width="600" height="200" fill="#182230" />
      <g fill="none" stroke="#d8a070" strokeLinecap="round">
        <path
          d="M-10 150c60-40 120-40 180 0s120 40 180 0 120-40 180 0 120 40 180 0"
          strokeOpacity=".35"
          strokeWidth="10"
        />
        <path
          d="M-10 110c60-30 120-30 180 0s120 30 180 0 120-30 180 0 120 30 180 0"
          strokeOpacity=".2"
          strokeWidth="8"
        />
        <path
          d="M-10 70c60-20 120-20 180 0s120 20 180 0 120-20 180 0 120 20 180 0"
          strokeOpacity=".1"
          strokeWidth="6"
        />
      </g>
    </svg>
  );
}
