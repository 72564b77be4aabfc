/**
 * The size in pixels of a PNG or JPEG from its header (the banner slot is
 * reserved at this size before the image loads). Null when the header does not
 * say (a truncated or odd file): such an image is refused.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk comes first, width and height at bytes 16 and 20.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = view.getUint16(at + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isFrame) return positive(view.getUint16(at + 7), view.getUint16(at + 5));
      at += 2 + length;
    }
  }
  return null;
}

const positive = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : null;
