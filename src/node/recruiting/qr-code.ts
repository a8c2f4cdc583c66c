/** The QR code of the meeting sign-in page, encoded at build time. */
import QRCode from "qrcode"

/** A QR code as rows of "0"/"1" (dark = 1), small enough for page context. */
type QrMatrix = { size: number; rows: string[] }

/** Encodes `url` at build time; the page draws the modules as SVG rects. */
export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" })
  const rows: string[] = []
  for (let r = 0; r < modules.size; r++) {
    let row = ""
    for (let c = 0; c < modules.size; c++) row += modules.get(r, c) ? "1" : "0"
    rows.push(row)
  }
  return { size: modules.size, rows }
}
