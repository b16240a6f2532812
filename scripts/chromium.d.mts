export function findChromium(): string | undefined;
export function ensureChromium(): string;
export function chromiumPath(): string;
