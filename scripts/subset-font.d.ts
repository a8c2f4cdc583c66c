/** The part of subset-font's API that scripts/subset-fonts.ts uses (the package has no types). */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt" | "truetype" },
  ): Promise<Buffer>
}
