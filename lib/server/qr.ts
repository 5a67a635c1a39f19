import 'server-only';
// QR codes for join links, as SVG the tablet page can show.

import QRCode from 'qrcode';

/** An SVG QR code of `text` (error correction M, a quiet zone of 2 modules). */
export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
