/**
 * The demo's question images (ADR 0037), drawn here as small SVGs. The seed rasterises each to a
 * PNG and stores it through the functions' own upload path (storeQuestionImage), so the demo's
 * images are decoded, stripped and cut into WebP variants exactly as an admin's upload is.
 * Alt texts describe what a player sees without giving the answer away.
 */

export interface DemoImage {
  /** The picture, as SVG (rasterised by the seed; SVG is never accepted as an upload). */
  svg: string;
  /** What a screen reader says instead of the picture. */
  alt: string;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${body}</svg>`;

const label = (x: number, y: number, text: string, fill = '#1d3557', size = 30) =>
  `<text x="${String(x)}" y="${String(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${String(size)}" fill="${fill}" text-anchor="middle">${text}</text>`;

/** A right triangle with legs 3 cm and 4 cm drawn to scale, the hypotenuse asked for. */
export const rightTriangle: DemoImage = {
  svg: svg(
    640,
    400,
    `<rect width="640" height="400" fill="#ffffff"/>
     <polygon points="120,330 520,330 120,30" fill="#e9f5f2" stroke="#1d3557" stroke-width="5" stroke-linejoin="round"/>
     <polyline points="120,295 155,295 155,330" fill="none" stroke="#1d3557" stroke-width="3"/>
     ${label(320, 375, '4 cm')}
     ${label(65, 190, '3 cm')}
     ${label(345, 165, '?', '#c1121f', 40)}`,
  ),
  alt: 'A right triangle: the side along the bottom is 4 cm, the upright side 3 cm, and the sloping side is marked with a question mark.',
};

/** A planet as a disc of colours with some detail (no names: the options say them). */
const planet = (body: string) => svg(320, 320, `<rect width="320" height="320" fill="#0b1026"/>${body}`);

/** The planet question's options in order: Venus, Mercury, Mars, Earth. */
export const planets: DemoImage[] = [
  {
    svg: planet(`<circle cx="160" cy="160" r="120" fill="#e9c46a"/><path d="M50 130 Q160 100 270 130" stroke="#f4e3b1" stroke-width="18" fill="none"/><path d="M60 200 Q160 230 262 200" stroke="#d4a73c" stroke-width="14" fill="none"/>`),
    alt: 'A pale yellow planet wrapped in thick, smooth clouds.',
  },
  {
    svg: planet(`<circle cx="160" cy="160" r="80" fill="#9e9e9e"/><circle cx="135" cy="135" r="14" fill="#7a7a7a"/><circle cx="190" cy="175" r="10" fill="#7a7a7a"/><circle cx="150" cy="200" r="7" fill="#858585"/>`),
    alt: 'A small grey planet covered in craters.',
  },
  {
    svg: planet(`<circle cx="160" cy="160" r="95" fill="#c1440e"/><ellipse cx="130" cy="140" rx="30" ry="14" fill="#8c2f0a"/><ellipse cx="195" cy="190" rx="22" ry="10" fill="#8c2f0a"/><ellipse cx="160" cy="70" rx="26" ry="8" fill="#f1f1f1"/>`),
    alt: 'A rust-red planet with dark patches and a white polar cap.',
  },
  {
    svg: planet(`<circle cx="160" cy="160" r="115" fill="#1d70b8"/><path d="M95 110 q30 -30 60 0 q10 40 -30 55 q-40 -10 -30 -55z" fill="#3a9d23"/><path d="M185 170 q40 -10 50 30 q-20 35 -55 20z" fill="#3a9d23"/><path d="M70 180 Q160 150 250 120" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.7"/>`),
    alt: 'A blue planet with green land and white swirls of cloud.',
  },
];
