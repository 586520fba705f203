// Pix for Bolix: the BR Code, its CRC, and the location of its payload.
export * from './br-code.ts';
export * from './crc16.ts';
export * from './location.ts';
