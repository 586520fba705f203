// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR): the checksum of a
// BR Code's field 63, computed over the UTF-8 bytes of everything before it, "6304" included.

const TABLE = /* @__PURE__ */ (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[byte] = crc;
  }
  return table;
})();

const utf8 = new TextEncoder();

const hex = (crc: number) => crc.toString(16).toUpperCase().padStart(4, '0');

/** The CRC of `text`'s UTF-8 bytes as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  // The codes the sandbox writes are ASCII, whose characters are their bytes: no encoding needed.
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i);
    if (byte > 0x7f) return hex(crcOfBytes(utf8.encode(text)));
    crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff];
  }
  return hex(crc);
}

function crcOfBytes(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff];
  return crc;
}
