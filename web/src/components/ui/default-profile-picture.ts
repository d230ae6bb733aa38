/**
 * The fixed default profile picture (SPEC.md section 9) for users without a photo: a neutral
 * silhouette, inlined as an SVG data URI so it needs no request and no hosted file.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#ede9fe"/>
<circle cx="32" cy="25" r="12" fill="#8b5cf6"/>
<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#8b5cf6"/>
</svg>`;

export const DEFAULT_PROFILE_PICTURE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
