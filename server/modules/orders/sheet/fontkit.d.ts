// The part of fontkit 2's API the sample sheet uses: pdfkit's own font engine, parsed once and
// handed to pdfkit (the package ships no types).
declare module 'fontkit' {
  export interface Font {
    postscriptName: string
    layout: (text: string) => unknown
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
