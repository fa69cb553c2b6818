/** The spec's palette and breakpoints, for code that needs them as values (the CSS tokens live in globals.css). */
export const theme = {
  mode: "light",
  palette: {
    primary: { main: "#3A3A3C", light: "#9A1725" },
    error: { main: "#9A1725" },
    secondary: { main: "#19857b", darkGreen: "#1C5E49", blue: "#1B4B66" },
    warning: { background: "#FFFAE1" },
    authBackground: "#FFF2F2",
  },
  breakpoints: {
    xs: 0,
    xsm: 320,
    xsmm: 425,
    sm: 600,
    smm: 768,
    md: 900,
    mdm: 1024,
    lg: 1200,
    lgm: 1350,
    xl: 1536,
    xlm: 1980,
  },
} as const;

export type Theme = typeof theme;
