/** siphash24 (MIT, WebAssembly with a JavaScript fallback) ships no types: the one call we make. */
declare module 'siphash24' {
  /** SipHash-2-4 of `data` under a 16-byte `key`: 8 bytes, in `out` when given. */
  function siphash24(data: Uint8Array, key: Uint8Array, out?: Uint8Array, noAssert?: boolean): Uint8Array;
  namespace siphash24 {
    const BYTES: 8;
    const KEYBYTES: 16;
    const WASM_LOADED: boolean;
  }
  export default siphash24;
}
