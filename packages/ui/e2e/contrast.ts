// WCAG 2.x contrast of rendered text, computed in the page (this function is serialised into it,
// so it must stay self-contained). Returns every text run below its AA threshold.

export interface ContrastFailure {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
  path: string;
}

export function findContrastFailures(rootSelector: string): ContrastFailure[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match?.[1]) return null;
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (index: 0 | 1 | 2) =>
      (top[index] * top[3] + bottom[index] * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const luminance = ([red, green, blue]: Rgba) => {
    const channel = (value: number) => {
      const scaled = value / 255;
      return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
  };
  const ratioOf = (first: Rgba, second: Rgba) => {
    const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      parts.unshift(`${node.tagName.toLowerCase()}${className ? `.${className}` : ''}`);
    }
    return parts.join(' > ');
  };
  // The colour behind an element: its own and its ancestors' backgrounds composited, down to an
  // opaque one. Null when an image or gradient is involved (not measurable from styles).
  const backgroundOf = (element: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const hidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
        return true;
      if (
        style.clipPath === 'inset(50%)' ||
        (style.position === 'absolute' && node.getBoundingClientRect().width <= 1)
      )
        return true;
    }
    return false;
  };
  // Inactive controls are exempt from WCAG 1.4.3.
  const disabled = (element: Element) =>
    element.closest(':disabled, [aria-disabled="true"], [data-disabled]') !== null;
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };

  const failures: ContrastFailure[] = [];
  for (const root of document.querySelectorAll(rootSelector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      if (element.closest('svg, style, script, noscript') || hidden(element) || disabled(element)) continue;
      const style = getComputedStyle(element);
      const background = backgroundOf(element);
      const foreground = parse(style.color);
      if (!background || !foreground) continue;
      const text = over(
        [foreground[0], foreground[1], foreground[2], foreground[3] * opacityOf(element)],
        background,
      );
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      const required = large ? 3 : 4.5;
      const ratio = ratioOf(text, background);
      if (ratio + 0.005 < required) {
        failures.push({
          text: node.textContent.trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          required,
          color: style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(' ')})`,
          path: describe(element),
        });
      }
    }
  }
  return failures;
}
