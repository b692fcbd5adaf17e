// The values a template's `font` input offers.

/** The 24 `font` values (not shown in the spec: plausible generic names). */
export const TEMPLATE_FONTS = [
	'font-sans',
	'font-serif',
	'font-mono',
	'font-display',
	'font-rounded',
	'font-condensed',
	'font-handwritten',
	'font-slab',
	'font-geometric',
	'font-humanist',
	'font-grotesk',
	'font-didone',
	'font-script',
	'font-typewriter',
	'font-retro',
	'font-stencil',
	'font-blackletter',
	'font-pixel',
	'font-brush',
	'font-marker',
	'font-elegant',
	'font-heavy',
	'font-narrow',
	'font-wide',
] as const;
