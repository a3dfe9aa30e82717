declare module 'svg-to-pdfkit' {
  /** Draws an SVG document onto a pdfkit page as vector paths and text. */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; assumePt?: boolean; preserveAspectRatio?: string },
  ): void;
}
