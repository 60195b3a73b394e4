/** The portal team's public address (the only e-mail address the public pages publish; see data/<locale>/contact-us.yaml). */
export const PUBLIC_CONTACT_EMAIL = 'contact@portal.localhost';
