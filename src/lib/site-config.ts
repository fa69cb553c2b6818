/**
 * External links (spec section 2): app stores and social accounts, in one place, empty by default.
 * Set them at build time with the NEXT_PUBLIC_* variables in the README; an empty one renders as text, never a dead link.
 */
export const siteConfig = {
  name: "Oja",
  tagline: "Buy, sell and check fair prices across Nigeria",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@oja.ng",
  appStores: {
    play: process.env.NEXT_PUBLIC_PLAY_STORE_URL ?? "",
    apple: process.env.NEXT_PUBLIC_APP_STORE_URL ?? "",
  },
  social: {
    instagram: process.env.NEXT_PUBLIC_INSTAGRAM_URL ?? "",
    facebook: process.env.NEXT_PUBLIC_FACEBOOK_URL ?? "",
    youtube: process.env.NEXT_PUBLIC_YOUTUBE_URL ?? "",
    linkedin: process.env.NEXT_PUBLIC_LINKEDIN_URL ?? "",
    twitter: process.env.NEXT_PUBLIC_TWITTER_URL ?? "",
    whatsapp: process.env.NEXT_PUBLIC_WHATSAPP_URL ?? "",
  },
} as const;

export type SocialNetwork = keyof typeof siteConfig.social;
