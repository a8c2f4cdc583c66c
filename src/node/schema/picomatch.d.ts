/** The part of picomatch's API that src/node/schema/collection.ts uses (the package has no types). */
declare module "picomatch" {
  /** A test of paths (with /) against a glob; `*` stays within one name and skips names starting with a dot. */
  export default function picomatch(glob: string): (path: string) => boolean
}
