/**
 * Colours of the generated demo images: the web app's design tokens
 * (apps/web/src/styles/tokens.css), so the pictures sit well on the pages that show them.
 */
export const PALETTE = {
  primary: '#0b3b5c',
  primaryStrong: '#082c45',
  accent: '#b3471b',
  link: '#0a5e8c',
  success: '#1e7a46',
  info: '#1d5fa8',
  infoSurface: '#e8f1fb',
  successSurface: '#e7f5ed',
  warningSurface: '#fdf3e1',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  surfaceSunken: '#e9edf2',
  border: '#c5ccd5',
  text: '#1f2933',
  textMuted: '#52606d',
} as const;
