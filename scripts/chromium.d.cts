import type { Browser, LaunchOptions } from "playwright-core"

export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_ARGS: string[]
export declare function isThirdParty(url: string): boolean
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>
