import { drawIcon, type IconName } from "./icons";

/**
 * Pixel size of the generated pictures: square, enough for the 768 px rendition a product page shows at most for a
 * flat illustration; a 1080 px source would double the seed's image work for no visible gain.
 */
export const PICTURE_SIZE = 800;
/** Drawing units of the layout; the SVG is scaled to PICTURE_SIZE. */
const LAYOUT = 960;

function mix(hex: string, toward: string, amount: number): string {
  const parse = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
  const from = parse(hex);
  const to = parse(toward);
  return `#${from
    .map((channel, i) =>
      Math.round(channel + (to[i]! - channel) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Splits a label over at most two lines of about `width` characters. */
function lines(label: string, width: number): string[] {
  if (label.length <= width) return [label];
  const words = label.split(" ");
  let first = "";
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= width) first = `${first} ${words.shift()}`.trim();
  return [first || words.shift()!, words.join(" ")].filter(Boolean);
}

/**
 * One flat illustration: a tinted background with a simple pattern, the category pictogram and the label. Variants
 * change the composition so products of one sub-category do not all look the same.
 */
export function pictureSvg(input: { icon: IconName; label: string; colour: string; variant: number }): string {
  const { icon, colour, variant } = input;
  const size = LAYOUT;
  const paper = "#fffdf7";
  const dark = variant % 3 === 1;
  const background = dark ? colour : mix(colour, "#ffffff", variant % 3 === 0 ? 0.86 : 0.78);
  const accent = dark ? "#ffffff" : colour;
  const light = dark ? mix(colour, "#ffffff", 0.45) : mix(colour, "#ffffff", 0.55);
  const pattern =
    variant % 3 === 0
      ? `<circle cx="${size * 0.82}" cy="${size * 0.16}" r="${size * 0.3}" fill="${mix(colour, "#ffffff", 0.7)}"/><circle cx="${size * 0.1}" cy="${size * 0.9}" r="${size * 0.22}" fill="${mix(colour, "#ffffff", 0.75)}"/>`
      : variant % 3 === 1
        ? Array.from({ length: 6 }, (_, row) =>
            Array.from(
              { length: 6 },
              (_, col) =>
                `<circle cx="${80 + col * 160 + (row % 2) * 80}" cy="${80 + row * 160}" r="14" fill="${mix(colour, "#ffffff", 0.18)}"/>`,
            ).join(""),
          ).join("")
        : Array.from(
            { length: 9 },
            (_, i) =>
              `<rect x="${-size + i * 240}" y="${-size * 0.2}" width="90" height="${size * 2}" transform="rotate(35 ${size / 2} ${size / 2})" fill="${mix(colour, "#ffffff", 0.7)}"/>`,
          ).join("");
  const textColour = dark ? "#ffffff" : mix(colour, "#000000", 0.35);
  const labelLines = lines(input.label, 22);
  const fontSize = labelLines.length > 1 ? 56 : 64;
  const textTop = size - 90 - (labelLines.length - 1) * (fontSize + 8);
  const text = labelLines
    .map(
      (line, i) =>
        `<text x="${size / 2}" y="${textTop + i * (fontSize + 8)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  const iconScale = 2.5;
  const iconTop = labelLines.length > 1 ? 90 : 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${background}"/>${pattern}
<circle cx="${size / 2}" cy="${iconTop + 250}" r="300" fill="${dark ? mix(colour, "#000000", 0.15) : paper}" opacity="0.9"/>
<g transform="translate(${size / 2 - 100 * iconScale} ${iconTop}) scale(${iconScale})">${drawIcon(icon, accent, light, dark ? colour : paper)}</g>
<g font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${textColour}">${text}</g>
</svg>`;
}
