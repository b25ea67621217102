/**
 * The station page's setup address as a QR code (SVG), for the tablet's camera. Ink on white with
 * the standard quiet zone, so any phone or tablet camera reads it from a screen.
 */
export async function setupQrSvg(setupUrl: string): Promise<string> {
  // Loaded at the first station set up, not at start (decision 0015).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(setupUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#1b2a41', light: '#ffffff' },
  });
}
