import svgCaptcha from 'svg-captcha';

/** A captcha image (as a data URL) and its answer; look-alike characters are left out. */
export function drawCaptcha(): { image: string; answer: string } {
  const c = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f1ea', width: 120, height: 44, fontSize: 46 });
  return { image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, answer: c.text.toLowerCase() };
}
